import { VerifyState, verifyStateLabels, verifyStateValues } from '@hz/contract/common/states';

/** `13800000000` → `138****0000`; anything else is returned as it is. */
export function maskMobile(mobile: string | undefined | null): string {
  if (!mobile) return '';
  const m = mobile.trim();
  if (/^\d{11}$/.test(m)) return `${m.slice(0, 3)}****${m.slice(7)}`;
  return m;
}

/** Tag colours of the verification states of `personauth` / `businsauth`; the words are the contract's. */
const verifyStateColors = {
  [VerifyState.none]: 'default',
  [VerifyState.pending]: 'processing',
  [VerifyState.approved]: 'success',
  [VerifyState.rejected]: 'error',
} as const satisfies Record<VerifyState, string>;

/** Whether a wire `personauth` / `businsauth` is one of the verification states. */
export const isVerifyState = (v: number): v is VerifyState =>
  (verifyStateValues as readonly number[]).includes(v);

/** The tag of a verification state (`VerifyState`); an unknown one reads as not verified. */
export function verifyState(v: number | undefined | null): {
  text: string;
  color: (typeof verifyStateColors)[VerifyState];
} {
  const s = v !== undefined && v !== null && isVerifyState(v) ? v : VerifyState.none;
  return { text: verifyStateLabels[s], color: verifyStateColors[s] };
}

export const sexOptions = [
  { value: 0, label: '保密' },
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const;

const yuanFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedYuanFormat = new Intl.NumberFormat('zh-CN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** A yuan amount of the wire (at most two decimals) for people: `1234.5` → `1,234.50`. */
export function formatYuan(amount: number): string {
  return yuanFormat.format(amount);
}

/** A signed ledger amount: `500` → `+500.00`, `-200` → `-200.00`, `0` → `0.00`. */
export function formatSignedYuan(amount: number): string {
  return signedYuanFormat.format(amount);
}

const chinaTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time of the wire in China time (business time, DESIGN §4): `2026-03-01 14:05`; '' when empty. */
export function formatChinaTime(iso: string): string {
  const t = Date.parse(iso);
  if (!iso || Number.isNaN(t)) return '';
  const parts = Object.fromEntries(chinaTime.formatToParts(t).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
