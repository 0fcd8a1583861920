/**
 * Unified social credit code (GB 32100-2015): 18 characters from a 31-character alphabet (digits and
 * capitals without I, O, Z, S, V). Character 1 is the registering authority, 2 the organisation
 * type, 3–8 the administrative division, 9–17 the organisation code, 18 the check character:
 * C18 = 31 − (Σ Ci·Wi mod 31), with 31 written as 0.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i]!) * WEIGHTS[i]!;
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

export function usccProblem(raw: string): string | null {
  const code = raw.toUpperCase();
  if (code.length !== 18) return '统一社会信用代码应为18位';
  if (![...code].every((c) => ALPHABET.includes(c))) {
    return '统一社会信用代码只含数字和大写字母（不含 I、O、Z、S、V）';
  }
  if (!/^[1-9A-HNY][1-9]\d{6}/.test(code)) return '统一社会信用代码的登记机关或行政区划部分不正确';
  if (usccCheckChar(code.slice(0, 17)) !== code[17]) return '统一社会信用代码校验位不正确，请核对';
  return null;
}
