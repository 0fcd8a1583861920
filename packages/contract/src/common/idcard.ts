/**
 * Mainland resident ID number (GB 11643-1999): 17 digits, then a check character computed with
 * ISO 7064 MOD 11-2; digits 7–14 are the birth date.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function idcardProblem(raw: string, today = new Date()): string | null {
  const id = raw.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return '身份证号应为18位（最后一位可以是X）';
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth > today) {
    return '身份证号中的出生日期不正确';
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * WEIGHTS[i]!;
  if (CHECK[sum % 11] !== id[17]) return '身份证号校验位不正确，请核对';
  return null;
}
