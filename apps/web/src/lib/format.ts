/** `13800000000` → `138****0000`; anything else is returned as it is. */
export function maskMobile(mobile: string | undefined | null): string {
  if (!mobile) return '';
  const m = mobile.trim();
  if (/^\d{11}$/.test(m)) return `${m.slice(0, 3)}****${m.slice(7)}`;
  return m;
}

/** Verification state of `personauth` / `businsauth` (DESIGN §5). */
export const verifyStates = {
  3: { text: '未认证', color: 'default' },
  0: { text: '审核中', color: 'processing' },
  1: { text: '已认证', color: 'success' },
  2: { text: '未通过', color: 'error' },
} as const;

export function verifyState(v: number | undefined | null): (typeof verifyStates)[keyof typeof verifyStates] {
  if (v === 0 || v === 1 || v === 2 || v === 3) return verifyStates[v];
  return verifyStates[3];
}

export const sexOptions = [
  { value: 0, label: '保密' },
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const;
