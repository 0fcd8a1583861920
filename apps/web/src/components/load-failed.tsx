import { Alert, Button } from 'antd';
import { LazyResult } from './lazy-result.tsx';

/**
 * What a screen or a part of one shows when its data did not arrive: the title and 重试. `compact`: one
 * line inside a panel (a thread, a table of records) instead of a block that fills the screen.
 */
export function LoadFailed({
  title,
  hint = '请检查网络后重试。',
  onRetry,
  compact = false,
}: {
  title: string;
  hint?: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  if (compact)
    return (
      <Alert
        type="error"
        showIcon
        title={title}
        action={
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  return (
    <LazyResult
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
