import type { SmsCodeType } from '@hz/contract/common/fields';
import type { NoticeTemplate } from '@hz/contract/notices';
export interface SmsProvider {
  readonly name: string;
  /** true only for the dev provider: the code may be returned to the client. */
  readonly returnsCode: boolean;
  send(mobile: string, code: string, type: SmsCodeType): Promise<void>;
  /** Whether notices of this group (or the daily digest) can be sent: a template is configured for it. */
  canNotify(group: NoticeTemplate): boolean;
  /**
   * A notice (issue 28) with the group's template; the text is cut to the template variables' limits by
   * the caller. Resolves with the provider's message id; a failure throws `SmsSendError`.
   */
  sendNotice(mobile: string, group: NoticeTemplate, params: { title: string; text: string }): Promise<string>;
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
