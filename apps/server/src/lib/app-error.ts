import { type ErrorCode, errorStatus, type ShowType } from '@hz/contract/common/envelope';

/** The one error type of the server: a stable code, its HTTP status, and a message for people. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data?: unknown,
    readonly showType?: ShowType,
    /** Whole seconds to wait before trying again, sent as `Retry-After` (a 429 always carries one). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

/** `rate_limited` (429) with the seconds until a new try can succeed, rounded up (at least 1). */
export const rateLimited = (
  message: string,
  retryAfterSeconds: number,
  data?: unknown,
  showType?: ShowType,
) => new AppError('rate_limited', message, data, showType, Math.max(1, Math.ceil(retryAfterSeconds)));

/** `Retry-After` of a 429 that names no wait of its own (a framework-level 429). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export const notLoggedIn = () => new AppError('not_logged_in', '请先登录', undefined, 1);

/** `invalid_params` naming one field (the form shows the message under it). */
export const fieldError = (field: string, message: string) =>
  new AppError('invalid_params', message, { fields: { [field]: message } });
