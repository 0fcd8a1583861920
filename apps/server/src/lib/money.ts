/** Money is integer fen in the database and a number of yuan with at most two decimals on the wire. */
export const fenToYuan = (fen: number) => fen / 100;

/** Parses yuan from its decimal text (never float math): "12.3" → 1230. Null when not a valid amount. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
