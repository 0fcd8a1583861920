import { Alert, App, Form, Input, Modal } from 'antd';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useMemberDisable } from '../api/member-disable.ts';

interface Values {
  reason: string;
}

/**
 * Asks for the reason (2–200 字) before disabling or enabling a member; the reason goes to the audit
 * log and into the message the member receives.
 */
export function MemberDisableModal({
  open,
  cardno,
  label,
  disable,
  onClose,
}: {
  open: boolean;
  cardno: string;
  /** How the member is named in the title: nickname, name or mobile. */
  label: string;
  /** true: the member is to be disabled; false: enabled again. */
  disable: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const mutation = useMemberDisable();
  const verb = disable ? '停用' : '启用';

  const onFinish = ({ reason }: Values) => {
    mutation.mutate(
      { cardno, disabled: disable, reason: reason.trim() },
      {
        onSuccess: () => {
          message.success(disable ? '账号已停用' : '账号已启用');
          onClose();
        },
        onError: (err) => {
          if (!applyServerErrors(form, err, ['reason'])) reportError(err);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={`${verb}账号：${label}`}
      okText={`确认${verb}`}
      cancelText="取消"
      okButtonProps={{ danger: disable, loading: mutation.isPending, htmlType: 'submit' }}
      onCancel={() => !mutation.isPending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      <Alert
        className="admin-modal__alert"
        type={disable ? 'warning' : 'info'}
        showIcon
        title={
          disable
            ? '停用后该会员将立即退出登录且无法登录'
            : '启用后该会员可以重新登录，并会收到一条恢复使用的消息'
        }
      />
      <Form.Item
        name="reason"
        label={`${verb}原因`}
        extra="原因会记入审计日志，并通过站内消息告知该会员"
        rules={[
          { required: true, whitespace: true, message: `请填写${verb}原因` },
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
        <Input.TextArea rows={4} maxLength={200} showCount placeholder={`请填写${verb}原因（2–200字）`} />
      </Form.Item>
    </Modal>
  );
}
