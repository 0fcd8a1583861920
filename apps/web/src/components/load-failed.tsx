import { Button, Result } from 'antd';

/** What a screen or a part of one shows when its data did not arrive: the title and 重试. */
export function LoadFailed({
  title,
  hint = '请检查网络后重试。',
  onRetry,
}: {
  title: string;
  hint?: string;
  onRetry: () => void;
}) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={hint}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
