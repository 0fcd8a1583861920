import { singleLineText } from './fields.ts';
import { regionTree } from './regions.ts';
import { z } from './zod.ts';

/**
 * Field builders shared by the publish forms of moderated content (exhibitions and conferences, convention
 * spaces, …), each with its Chinese messages, so that the same kind of field reads the same everywhere.
 */

/** Trimmed single-line text of `min`–`max` characters. */
export const textField = (label: string, min: number, max: number) =>
  singleLineText(label, { error: `请输入${label}` })
    .min(min, min > 1 ? `${label}至少${min}个字` : `请输入${label}`)
    .max(max, `${label}最多${max}个字`);

/** A whole number 0–`max`. */
export const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label}应为数字` })
    .int(`${label}应为整数`)
    .min(0, `${label}不能小于0`)
    .max(max, `${label}过大`);

/** The id of an uploaded file (`Upload/file`). */
export const fileIdField = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .min(1, `请上传${label}`)
    .max(64);

/** Landline with area code (and extension), a 400/800 number or a mobile. */
export const CONTACT_PHONE = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4}|1[3-9]\d{9})$/;

export const contactPhone = z
  .string({ error: '请输入联系电话' })
  .trim()
  .regex(CONTACT_PHONE, '请输入正确的联系电话，如 010-12345678 或手机号');

/** Rich text (sanitised by the server) of at most 20,000 characters and at least 10 of text. */
export const richTextField = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .max(20_000, `${label}过长（最多20000个字符）`)
    .refine((s) => s.replace(/<[^>]*>/g, '').trim().length >= 10, `${label}至少10个字`);

/** Adds the issues of a province/city pair that is not one of `common/regions.ts`. */
export function checkProvinceCity(b: { prov: string; city: string }, ctx: z.RefinementCtx) {
  const prov = regionTree().find((p) => p.value === b.prov);
  if (!prov) ctx.addIssue({ code: 'custom', path: ['prov'], message: '请选择省份' });
  else if (!prov.children?.some((c) => c.value === b.city))
    ctx.addIssue({ code: 'custom', path: ['city'], message: '请选择所在城市' });
}
