import { contactHiddenNotice } from '@hz/contract/values/masking';
import { Alert } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import './contact-notice.css';

/**
 * What an author reads on every form whose texts other members see before a deal (issue 29): contact
 * details are shown as 联系方式已隐藏（成交后可见）, and why. Above the form's fields.
 */
export function ContactNotice() {
  return (
    <Alert
      className="contact-notice"
      type="info"
      showIcon
      title="请勿填写联系方式"
      description={contactHiddenNotice}
    />
  );
}

/**
 * The message after a save: the usual one, or, when the server found contact details in the texts
 * (`contactHidden`), that they were hidden — kept on screen longer, since the author must read it.
 */
export function savedMessage(message: MessageInstance, text: string, contactHidden: boolean | undefined) {
  if (!contactHidden) {
    void message.success(text);
    return;
  }
  void message.warning({
    content: `${text}。您填写的联系方式已隐藏：成交前其他会员看到的是「联系方式已隐藏（成交后可见）」`,
    duration: 8,
  });
}
