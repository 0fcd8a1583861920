import { Tag } from 'antd';
import { verifyState } from '../../../lib/format.ts';

/** 正常 / 已停用. */
export function MemberStatusTag({ disabled }: { disabled: boolean }) {
  return disabled ? <Tag color="error">已停用</Tag> : <Tag color="success">正常</Tag>;
}

/** `personauth` / `businsauth` (`VerifyState`) as a tag, in the contract's words. */
export function VerifyTag({ value }: { value: number }) {
  const s = verifyState(value);
  return <Tag color={s.color}>{s.text}</Tag>;
}

/** Marks an operator's own account in lists. */
export function OperatorTag() {
  return <Tag color="gold">运营</Tag>;
}
