import { ReviewState } from '@hz/contract/common/states';
import { Tag } from 'antd';

/**
 * A task's or project's one state tag: while the platform reviews it in its first state (`open`) only
 * 审核中 (审核未通过 once refused), and the deal's own state (招募中, 报价中, 已关闭, …) otherwise; never both.
 * A deal closed while under review reads 已关闭.
 */
export function DealStateTag({
  status,
  checked,
  color,
  label,
}: {
  status: string;
  checked: number;
  color: string;
  label: string;
}) {
  const reviewed = status === 'open';
  if (reviewed && checked === ReviewState.pending) return <Tag color="orange">审核中</Tag>;
  if (reviewed && checked === ReviewState.rejected) return <Tag color="red">审核未通过</Tag>;
  return <Tag color={color}>{label}</Tag>;
}
