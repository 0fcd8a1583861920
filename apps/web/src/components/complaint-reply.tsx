import type { ComplaintInfo } from '@hz/contract/complaints';
import { MAX_COMPLAINT_FILES } from '@hz/contract/values/complaints';
import { ComplaintState } from '@hz/contract/common/states';
import { Alert, App, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { isBizError } from '../lib/api-client.ts';
import { reportError } from '../lib/error-handler.ts';
import { formatChinaTime } from '../lib/format.ts';
import { FileUpload, type TaskFile } from './file-upload.tsx';
import './complaint-record.css';

export type Statement = { conts: string; attach: string[]; final: boolean };

/**
 * A statement's text and files; `submit` sends them (and resets the form when it succeeds). With
 * `finalOption`, a checkbox marks it the side's final statement (decision 047).
 */
export function ComplaintStatementForm({
  label,
  placeholder,
  button,
  pending,
  submit,
  finalOption = false,
}: {
  label: string;
  placeholder: string;
  button: string;
  pending: boolean;
  submit: (v: Statement) => Promise<unknown>;
  finalOption?: boolean;
}) {
  const [form] = Form.useForm<{ conts: string; attach: TaskFile[]; final: boolean }>();
  const [fileError, setFileError] = useState<string | null>(null);
  const onFinish = async (v: { conts: string; attach?: TaskFile[]; final?: boolean }) => {
    try {
      await submit({
        conts: v.conts.trim(),
        attach: (v.attach ?? []).map((a) => a.id),
        final: v.final === true,
      });
      form.resetFields();
    } catch (err) {
      if (isBizError(err) && err.errCode === 'invalid_params' && Object.keys(err.fields).length > 0)
        form.setFields(
          Object.entries(err.fields).map(([name, msg]) => ({ name: name as 'conts', errors: [msg] })),
        );
      else reportError(err);
    }
  };
  return (
    // its own field ids (complaint_conts): the deal pages' dialogs have a `conts` field too
    <Form form={form} name="complaint" layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Form.Item
        name="conts"
        label={label}
        rules={[
          { required: true, whitespace: true, message: '请填写说明' },
          { min: 10, message: '说明至少10个字' },
          { max: 2000, message: '说明最多2000个字' },
        ]}
      >
        <Input.TextArea rows={4} maxLength={2000} showCount placeholder={placeholder} />
      </Form.Item>
      <Form.Item
        name="attach"
        label="附件（可选，PDF 或图片）"
        validateStatus={fileError ? 'error' : undefined}
        help={fileError ?? undefined}
      >
        <FileUpload label="附件" max={MAX_COMPLAINT_FILES} onError={setFileError} testId="complaint-attach" />
      </Form.Item>
      {finalOption && (
        <Form.Item name="final" valuePropName="checked">
          <Checkbox>这是我的最终陈述（提交后不再补充，双方都结束陈述后平台可提前裁决）</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={pending}>
        {button}
      </Button>
    </Form>
  );
}

/**
 * What a side of an open complaint may still do (decision 047): add a statement (or its final one) until
 * the window closes, or end its statements without one (放弃补充陈述, after a confirmation); once it
 * has ended them, that it waits for the decision.
 */
export function ComplaintReply({
  c,
  add,
  waive,
  adding,
  waiving,
}: {
  c: ComplaintInfo;
  add: (v: Statement) => Promise<unknown>;
  waive: () => Promise<unknown>;
  adding: boolean;
  waiving: boolean;
}) {
  const { modal, message } = App.useApp();
  if (c.status !== ComplaintState.open || c.role === 'operator') return null;
  const mine = c.role;
  if (!c.canAdd)
    return c.windowOpen && c.done[mine] ? (
      <Alert
        className="complaint-reply"
        type="info"
        showIcon
        title="您已结束陈述"
        description={
          c.canDecide
            ? '双方都已结束陈述，等待平台裁决。'
            : `对方可在 ${formatChinaTime(c.closes)} 前补充陈述，之后由平台裁决。`
        }
      />
    ) : null;
  const accused = c.side !== mine;
  const until = formatChinaTime(c.closes);
  const askWaive = () =>
    modal.confirm({
      title: '放弃补充陈述？',
      content: `放弃后您不能再补充陈述和材料。${accused ? '对方的投诉和' : ''}已提交的陈述将作为平台裁决的依据；双方都结束陈述后，平台可在 ${until} 前裁决。`,
      okText: '确认放弃',
      cancelText: '再想想',
      onOk: () =>
        waive().then(
          () => message.success('已放弃补充陈述'),
          (err: unknown) => reportError(err),
        ),
    });
  return (
    <section className="complaint-reply" aria-label={accused ? '回应投诉' : '补充陈述'}>
      <Alert
        type={accused ? 'warning' : 'info'}
        showIcon
        title={accused ? `对方发起了投诉，您可在 ${until} 前提交陈述回应` : `您可在 ${until} 前补充陈述`}
        description="无需补充时可放弃补充陈述；双方都结束陈述或期限过后，平台将根据双方陈述和交易记录裁决。"
      />
      <div className="complaint-reply__waive">
        <Button onClick={askWaive} loading={waiving}>
          放弃补充陈述
        </Button>
      </div>
      <ComplaintStatementForm
        label={accused ? '您的陈述' : '补充陈述'}
        placeholder={
          accused ? '说明您的情况，回应对方的投诉，可附上材料' : '补充说明或回应对方的陈述，可附上材料'
        }
        button="提交陈述"
        pending={adding}
        finalOption
        submit={(v) =>
          add(v).then((r) => {
            message.success(v.final ? '最终陈述已提交' : '陈述已提交');
            return r;
          })
        }
      />
    </section>
  );
}
