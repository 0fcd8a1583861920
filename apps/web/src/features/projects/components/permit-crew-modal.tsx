import { idcardProblem, MAX_CREW } from '@hz/contract/values/permits';
import { App, Button, Form, Input, Modal } from 'antd';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { type Permit, usePermitCrew } from '../api/permit.ts';

/**
 * The crew list of the permit materials (permit-panel.tsx): names and ID numbers, checked by GB 11643;
 * loaded when first opened (issue 34).
 */
export function CrewModal({ p, onClose }: { p: Permit; onClose: () => void }) {
  const [form] = Form.useForm<{ crew: Array<{ name: string; idno: string }> }>();
  const save = usePermitCrew();
  const { message } = App.useApp();
  const names = (n: number) =>
    Array.from({ length: n }, (_, i) => [`crew.${i}.name`, `crew.${i}.idno`]).flat();
  const onFinish = (v: { crew: Array<{ name: string; idno: string }> }) =>
    save.mutate(
      { id: p.id, crew: v.crew ?? [] },
      {
        onSuccess: () => {
          message.success('施工人员名单已保存');
          onClose();
        },
        onError: (e) => {
          // the server names `crew.0.idno`; the form's fields are ['crew', 0, 'idno']
          const err = e as { errCode?: string; fields?: Record<string, string> };
          if (err.errCode === 'invalid_params' && err.fields) {
            const entries = Object.entries(err.fields)
              .filter(([k]) => names(v.crew?.length ?? 0).includes(k))
              .map(([k, msg]) => {
                const [, i, f] = k.split('.');
                const name: ['crew', number, 'name' | 'idno'] = [
                  'crew',
                  Number(i),
                  f === 'name' ? 'name' : 'idno',
                ];
                return { name, errors: [msg] };
              });
            if (entries.length) return form.setFields(entries);
          }
          if (!applyServerErrors(form, e, ['crew'])) reportError(e);
        },
      },
    );
  return (
    <Modal
      open
      title="施工人员名单"
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: save.isPending, htmlType: 'submit' }}
      onCancel={() => !save.isPending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ crew: p.crew }}
          onFinish={onFinish}
          clearOnDestroy
        >
          {dom}
        </Form>
      )}
    >
      <p className="card-hint">用于办理施工证。身份证号仅项目双方可见，材料包封面只显示后四位。</p>
      <Form.List name="crew">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <div key={f.key} className="permit-crew__row">
                <Form.Item
                  name={[f.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
                >
                  <Input placeholder="姓名" aria-label={`第${i + 1}人姓名`} maxLength={20} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'idno']}
                  rules={[
                    { required: true, message: '请输入身份证号' },
                    {
                      validator: (_, v: string) => {
                        const problem = v ? idcardProblem(v.trim()) : null;
                        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                      },
                    },
                  ]}
                >
                  <Input placeholder="身份证号" aria-label={`第${i + 1}人身份证号`} maxLength={18} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(f.name)} aria-label={`删除第${i + 1}人`}>
                  删除
                </Button>
              </div>
            ))}
            {fields.length < MAX_CREW && (
              <Button block onClick={() => add({ name: '', idno: '' })}>
                添加施工人员
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Modal>
  );
}
