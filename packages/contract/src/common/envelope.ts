import { z } from './zod.ts';

/** Display types of the seed's request layer: 0 silent, 1 warning, 2 error, 4 notification, 9 redirect. */
export const showTypes = [0, 1, 2, 4, 9] as const;
export type ShowType = (typeof showTypes)[number];

/**
 * Stable machine codes. The HTTP status of each is fixed here so the server and the
 * documentation cannot disagree (DESIGN §4).
 */
export const errorStatus = {
  success: 200,
  bad_request: 400,
  invalid_params: 400,
  not_logged_in: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  state_conflict: 409,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  // business refusals: HTTP 200 with success false
  wrong_credentials: 200,
  account_disabled: 200,
  code_invalid: 200,
  code_expired: 200,
  weak_password: 200,
  mobile_taken: 200,
  mobile_unknown: 200,
  invite_unknown: 200,
  wechat_not_configured: 200,
  wechat_error: 200,
  wechat_state_invalid: 200,
  wechat_ticket_invalid: 200,
  wechat_already_bound: 200,
  wechatpay_not_bound: 200,
  already_verified: 200,
  insufficient_balance: 200,
  pay_password_unset: 200,
  pay_password_wrong: 200,
  pay_locked: 200,
  limit_exceeded: 200,
  not_verified: 200,
} as const;

export type ErrorCode = Exclude<keyof typeof errorStatus, 'success'>;

export interface Envelope<T = unknown> {
  success: boolean;
  errCode: 'success' | ErrorCode;
  errMsg: string;
  data?: T;
  showType?: ShowType;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    errCode: z.string(),
    errMsg: z.string(),
    data: data.optional(),
    showType: z.union(showTypes.map((n) => z.literal(n))).optional(),
  });

export const emptySchema = z.object({}).strict();
export const okSchema = z.null();
