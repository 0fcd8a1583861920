import { App, Button, Form, Input, Radio } from 'antd';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { type Permit, usePermitItemAdd } from '../api/permit.ts';

/**
 * The client's form to add an item of the organiser's list to the permit checklist (permit-panel.tsx):
 * loaded when the client opens it (issue 34).
 */
export function AddItemForm({ p, onDone }: { p: Permit; onDone: () => void }) {
  const [form] = Form.useForm<{ title: string; party: 'client' | 'factory' }>();
  const add = usePermitItemAdd();
  const { message } = App.useApp();
  return (
    <Form
      form={form}
      layout="vertical"
      className="permit-add"
      initialValues={{ party: 'factory' }}
      onFinish={(v) =>
        add.mutate(
          { id: p.id, title: v.title?.trim() ?? '', party: v.party },
          {
            onSuccess: () => {
              message.success('已添加到报馆清单');
              onDone();
            },
            onError: (e) => !applyServerErrors(form, e, ['title', 'party']) && reportError(e),
          },
        )
      }
    >
      <Form.Item
        name="title"
        label="按主场要求添加一项"
        rules={[{ required: true, whitespace: true, message: '请输入材料名称' }]}
      >
        <Input placeholder="例如：主场消防审批表" maxLength={30} />
      </Form.Item>
      <Form.Item name="party" label="由谁上传">
        <Radio.Group
          options={[
            { value: 'factory', label: '工厂' },
            { value: 'client', label: '客户' },
          ]}
        />
      </Form.Item>
      <div className="prj-actions">
        <Button htmlType="submit" loading={add.isPending}>
          添加
        </Button>
        <Button type="link" onClick={onDone}>
          取消
        </Button>
      </div>
    </Form>
  );
}
