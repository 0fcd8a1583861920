import { App, Form, Input, Modal } from 'antd';
import { type BizError, isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { ReasonPresets } from './reject-reasons.tsx';

/**
 * What to tell an operator whose decision met a `state_conflict`: the server's words when the item was
 * edited while they read it (`data.edited`), else `fallback` (someone decided it first).
 */
export function conflictMessage(err: BizError, fallback: string) {
  const edited = (err.data as { edited?: boolean } | undefined)?.edited === true;
  return edited ? err.errMsg : fallback;
}

/**
 * The operator's rejection of a request under review: a required reason (2–200 characters, the
 * contract's rule; the kind's usual reasons offered as quick choices that fill it), sent by `reject`; a request someone else decided meanwhile (`state_conflict`) just
 * closes with a notice. Used by every review drawer of the console.
 */
export function RejectReasonModal({
  open,
  title,
  extra,
  placeholder,
  presets,
  conflictText,
  pending,
  reject,
  onClose,
  onDone,
}: {
  open: boolean;
  title: string;
  /** Who will see the reason, and where. */
  extra: string;
  placeholder: string;
  /** The kind's usual reasons (`rejectPresets`). */
  presets?: readonly string[];
  conflictText: string;
  pending: boolean;
  reject: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const onFinish = ({ reason }: { reason: string }) =>
    reject(reason.trim())
      .then(() => {
        message.success('已驳回');
        onDone();
      })
      .catch((err: unknown) => {
        if (isBizError(err) && err.errCode === 'state_conflict') {
          message.warning(conflictMessage(err, conflictText));
          onDone();
        } else if (!applyServerErrors(form, err, ['reason'])) reportError(err);
      });
  return (
    <Modal
      open={open}
      title={title}
      okText="确认驳回"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: pending, htmlType: 'submit' }}
      onCancel={() => !pending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      <ReasonPresets
        presets={presets}
        onPick={(r) => form.setFields([{ name: 'reason', value: r, errors: [] }])}
      />
      <Form.Item
        name="reason"
        label="驳回原因"
        extra={extra}
        rules={[
          { required: true, whitespace: true, message: '请填写驳回原因' },
          {
            validator: (_, v: string | undefined) => {
              const n = (v ?? '').trim().length;
              if (n > 0 && n < 2) return Promise.reject(new Error('原因至少2个字'));
              if (n > 200) return Promise.reject(new Error('原因最多200个字'));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea rows={4} maxLength={200} showCount placeholder={placeholder} />
      </Form.Item>
    </Modal>
  );
}
