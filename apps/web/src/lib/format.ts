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

/** The Intl formatters, made on first use (not while the module loads: each costs ICU's start-up). */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const yuanFormat = lazily(
  () => new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const signedYuanFormat = lazily(
  () =>
    new Intl.NumberFormat('zh-CN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    }),
);

/** A yuan amount of the wire (at most two decimals) for people: `1234.5` → `1,234.50`. */
export function formatYuan(amount: number): string {
  return yuanFormat().format(amount);
}

/** A signed ledger amount: `500` → `+500.00`, `-200` → `-200.00`, `0` → `0.00`. */
export function formatSignedYuan(amount: number): string {
  return signedYuanFormat().format(amount);
}

/** China time is UTC+8 all year (no daylight saving since 1991). */
const CHINA_OFFSET_MS = 8 * 3600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** Today in China (business time, DESIGN §4), `YYYY-MM-DD`. */
export const chinaToday = () => new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * An ISO time of the wire in China time (business time, DESIGN §4): `2026-03-01 14:05`; '' when empty.
 * By the fixed offset rather than Intl's time zone data (a page's first Intl call initialises ICU: see
 * `groupDigits` in numbers.ts); every time the site shows
 * is after 1991.
 */
export function formatChinaTime(iso: string): string {
  const t = Date.parse(iso);
  if (!iso || Number.isNaN(t)) return '';
  const d = new Date(t + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** A file's size as people read it: `12 KB`, `3.4 MB` (at least 1 KB). */
export const formatFileSize = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
