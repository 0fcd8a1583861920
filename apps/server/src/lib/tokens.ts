import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Keyed hash used to store tokens and codes: a database dump alone cannot check a guess. */
export const keyedHash = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

export const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const randomDigits = (n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(randomInt(10));
  return s;
};

/** The public member number: 8 digits, never starting with 0. */
export const newCardno = () => String(randomInt(1, 10)) + randomDigits(7);
