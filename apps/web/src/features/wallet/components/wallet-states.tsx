import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** A card of skeleton lines while a wallet screen loads. */
export function LoadingCard({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <Card className="pc-card" role="status" aria-label={label}>
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}

/** A failed load with 重试. */
export function LoadFailed({
  title,
  onRetry,
  extra,
}: {
  title: string;
  onRetry: () => void;
  extra?: ReactNode;
}) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle="请检查网络后重试。"
      extra={
        <>
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
          {extra}
        </>
      }
    />
  );
}
