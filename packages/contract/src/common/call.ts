import type { CallAccess } from './access.ts';
import type { z } from './zod.ts';

/**
 * One call of the API. Each domain's contract file ends with its calls as a fragment
 * (`export const walletCalls = {...} as const satisfies Record<string, CallDef>`), next to the
 * schemas they use; `calls.ts` merges the fragments into the one table.
 */
export interface CallDef {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  body?: z.ZodType;
  data: z.ZodType;
  auth: boolean;
  /** Operators only (`isadmin`): everyone else gets 403 `forbidden`. */
  admin?: boolean;
  /** A GET call's input, from the query string. */
  query?: z.ZodType;
  /**
   * A download (decision 009): success is the file itself, of this media type, with a
   * `Content-Disposition` name; only errors are the envelope. `data` is then unused.
   */
  download?: string;
  /** A stream (server-sent events) of this media type: each event's data is `data`; errors are the envelope. */
  stream?: string;
  /**
   * Who may use the call on the object it names, per state of the object (decision 020). Required of a
   * call whose input names an object (`id`, `ids`, `cardno`, `orders`, `…Id`): the access-matrix test
   * fails without it.
   */
  access?: CallAccess;
}
