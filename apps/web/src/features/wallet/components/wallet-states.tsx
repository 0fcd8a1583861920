import { Card, Skeleton } from 'antd';

/** A card of skeleton lines while a wallet screen loads. */
export function LoadingCard({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <Card className="pc-card" role="status" aria-label={label}>
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}
