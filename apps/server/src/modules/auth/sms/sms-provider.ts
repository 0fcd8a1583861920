import type { SmsCodeType } from '@hz/contract/common/fields';
export interface SmsProvider {
  readonly name: string;
  /** true only for the dev provider: the code may be returned to the client. */
  readonly returnsCode: boolean;
  send(mobile: string, code: string, type: SmsCodeType): Promise<void>;
}
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
