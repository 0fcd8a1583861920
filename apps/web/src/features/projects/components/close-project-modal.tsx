import { App, Form, Input, Modal } from 'antd';
import { reportError } from '../../../lib/error-handler.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { useCloseProject } from '../api/project-close.ts';

/**
 * The client's 关闭项目 dialog on the project's page, with an optional reason for the factories that
 * quoted; loaded when first opened (the page's first load carries no form, issue 34).
 */
export function CloseProjectModal({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const close = useCloseProject();
  const { message } = App.useApp();
  const submit = async ({ reason }: { reason?: string }) => {
    try {
      await close.mutateAsync({ id: project.id, reason: reason?.trim() ?? '' });
      message.success('项目已关闭');
      onClose();
    } catch (err) {
      reportError(err);
    }
  };
  return (
    <Modal
      open
      title="关闭这个项目？"
      okText="确认关闭"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={close.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        关闭后项目从项目大厅撤下，{project.quoted > 0 ? `已报价的${project.quoted}家工厂会收到通知，` : ''}
        关闭后不能重新打开。关闭不产生费用。
      </p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="reason" label="关闭原因（告知已报价的工厂，可不填）">
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
