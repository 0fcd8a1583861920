import type { FormInstance } from 'antd';
import { BizError } from './api-client.ts';

/**
 * Puts a server refusal on the form fields it concerns: `invalid_params` carries `data.fields`
 * (`{ field: message }`), and business codes such as `weak_password` map to one field via `codeFields`.
 * `aliases` renames a server field to the form field that edits it (one picker for `bprov`/`bcity`/`bstrt`).
 * Returns true when at least one field now shows the error; the caller reports the rest.
 */
export function applyServerErrors(
  form: FormInstance,
  err: unknown,
  fieldNames: readonly string[],
  codeFields: Readonly<Record<string, string>> = {},
  aliases: Readonly<Record<string, string>> = {},
): boolean {
  if (!(err instanceof BizError)) return false;
  const known = new Set(fieldNames);
  const entries: { name: string; errors: string[] }[] = [];
  if (err.errCode === 'invalid_params') {
    for (const [field, msg] of Object.entries(err.fields)) {
      const name = aliases[field] ?? field;
      if (known.has(name)) entries.push({ name, errors: [msg] });
    }
  }
  const field = codeFields[err.errCode];
  if (field && known.has(field)) entries.push({ name: field, errors: [err.errMsg] });
  if (entries.length === 0) return false;
  form.setFields(entries);
  form.scrollToField(entries[0]?.name ?? '', { block: 'center' });
  return true;
}
