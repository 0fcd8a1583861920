import { type ErrorCode, errorStatus, type ShowType } from '@hz/contract/common/envelope';

/** The one error type of the server: a stable code, its HTTP status, and a message for people. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data?: unknown,
    readonly showType?: ShowType,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const notLoggedIn = () => new AppError('not_logged_in', '请先登录', undefined, 1);
