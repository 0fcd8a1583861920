import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

// argon2id is the library's default algorithm; these are OWASP's minimum (m=19 MiB, t=2, p=1).
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// made on the first password checked, not at start-up (~0.2 s of CPU; issue 34 point 5)
let zxcvbn: ZxcvbnFactory | undefined;
const strength = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
  }));

export const hashSecret = (plain: string) => hash(plain, ARGON2);

export async function verifySecret(hashed: string | null, plain: string): Promise<boolean> {
  if (!hashed) {
    // same cost as a real check, so a missing account cannot be told apart by timing
    await hash(plain, ARGON2);
    return false;
  }
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/**
 * OWASP ASVS 5: length 8–64 (checked by the contract), no composition rules, and refused when it is a
 * common password or too guessable. zxcvbn scores 0–4; below 2 is refused.
 */
export function passwordProblem(plain: string, userInputs: string[]): string | null {
  const result = strength().check(plain, userInputs);
  if (result.score >= 2) return null;
  return '密码太常见或太容易被猜到，请换一个更难猜的密码（可用几个词或数字符号组合）';
}
