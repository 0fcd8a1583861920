import { Tag } from 'antd';
import { verifyState } from '../../../lib/format.ts';

/** `personauth` / `businsauth` (`VerifyState`) as a tag, in the contract's words. */
export function VerifyStatusTag({ value }: { value: number | undefined }) {
  const s = verifyState(value);
  return <Tag color={s.color}>{s.text}</Tag>;
}
