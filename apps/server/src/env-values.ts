import { z } from 'zod';

/** The kinds of value the environment's variables hold (env.ts), each parsed from its text. */
export const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
export const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional());

/** A JSON object of strings (`{"task":"SMS_1"}`). */
export const jsonStrings = z.string().transform((v, ctx) => {
  try {
    return z.record(z.string(), z.string()).parse(JSON.parse(v));
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of strings' });
    return z.NEVER;
  }
});

/** A whole number setting (yuan, basis points, a count or seconds) within bounds, with a default. */
export function yuanOrInt(unit: 'yuan' | 'integer', min: number, max: number, fallback: number) {
  return optionalString
    .pipe(
      z
        .string()
        .regex(/^\d+$/, unit === 'yuan' ? 'must be a whole number of yuan' : 'must be a whole number')
        .transform(Number)
        .pipe(z.number().min(min).max(max))
        .optional(),
    )
    .transform((v) => v ?? fallback);
}
