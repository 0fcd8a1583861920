import { ReviewState } from '@hz/contract/common/states';
import { Tag } from 'antd';

/**
 * A task's or project's one state tag: while the platform reviews it only 审核中 (审核未通过 once
 * refused), and the deal's own state (招募中, 报价中, …) only once approved; never both.
 */
export function DealStateTag({ checked, color, label }: { checked: number; color: string; label: string }) {
  if (checked === ReviewState.pending) return <Tag color="orange">审核中</Tag>;
  if (checked === ReviewState.rejected) return <Tag color="red">审核未通过</Tag>;
  return <Tag color={color}>{label}</Tag>;
}
