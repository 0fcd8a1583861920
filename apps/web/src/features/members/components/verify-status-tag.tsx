import { Tag } from 'antd';
import { verifyState } from '../../../lib/format.ts';

/** `personauth` / `businsauth`: 3 未认证, 0 审核中, 1 已认证, 2 未通过. */
export function VerifyStatusTag({ value }: { value: number | undefined }) {
  const s = verifyState(value);
  return <Tag color={s.color}>{s.text}</Tag>;
}
