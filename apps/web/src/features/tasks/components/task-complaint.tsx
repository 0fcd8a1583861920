import { COMPLAINT_STATEMENT_DAYS, MAX_COMPLAINT_FILES } from '@hz/contract/complaints';
import { App, Button, Card, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { ComplaintOutcome, ComplaintRecord } from '../../../components/complaint-record.tsx';
import { FileUpload, type TaskFile } from '../../../components/file-upload.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useComplainAdd } from '../../complaints/api/complain-add.ts';
import { useComplainEdit } from '../../complaints/api/complain-edit.ts';
import { useComplainInfo } from '../../complaints/api/complain-info.ts';
import { complaintOf, useComplainList } from '../../complaints/api/complain-list.ts';
import { tasksKey } from '../api/tasks-keys.ts';
import '../task-complaint.css';

/** A statement's text and files; `submit` sends them (and resets the form when it succeeds). */
function StatementForm({
  label,
  placeholder,
  button,
  pending,
  submit,
}: {
  label: string;
  placeholder: string;
  button: string;
  pending: boolean;
  submit: (v: { conts: string; attach: string[] }) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ conts: string; attach: TaskFile[] }>();
  const [fileError, setFileError] = useState<string | null>(null);
  const onFinish = async (v: { conts: string; attach?: TaskFile[] }) => {
    try {
      await submit({ conts: v.conts.trim(), attach: (v.attach ?? []).map((a) => a.id) });
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
    // its own field ids (complaint_conts): the task page's dialogs have a `conts` field too
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
      <Button type="primary" htmlType="submit" loading={pending}>
        {button}
      </Button>
    </Form>
  );
}

/**
 * A task's complaint for one of its sides (issue 13 point 6; decision 023), to be placed on the task's
 * page (`/publishDetail`): while the fee is in escrow and the task not completed, a side opens a
 * complaint with text and files (after a confirmation: the task's timers pause); then both see the two
 * sides' statements, the deliveries and the timeline, add statements while the 3-day window is open, and
 * see the operator's decision. `canOpen` (the server offers the viewer `complain` now) shows the opening
 * form.
 */
export function TaskComplaint({
  taskId,
  role,
  canOpen,
}: {
  taskId: number;
  role: 'client' | 'designer';
  canOpen: boolean;
}) {
  const { modal, message } = App.useApp();
  const list = useComplainList();
  const found = complaintOf(list.data, 'task', taskId);
  const info = useComplainInfo(found?.id);
  const add = useComplainAdd(tasksKey);
  const edit = useComplainEdit();
  const other = role === 'client' ? '设计师' : '客户';

  if (list.isPending || (found && info.isPending))
    return (
      <Card title="投诉" className="task-complaint">
        <Skeleton active />
      </Card>
    );
  if (list.isError || (found && info.isError))
    return (
      <Card title="投诉" className="task-complaint">
        <LoadFailed title="投诉信息加载失败" onRetry={() => (found ? info.refetch() : list.refetch())} />
      </Card>
    );

  const c = info.data;
  if (!found || !c) {
    if (!canOpen) return null;
    const open = (v: { conts: string; attach: string[] }) =>
      new Promise((resolve, reject) => {
        modal.confirm({
          title: '确认发起投诉？',
          content: `投诉后任务进入“投诉处理中”，计时暂停；双方可在${COMPLAINT_STATEMENT_DAYS}天内补充陈述和材料，之后由平台裁决托管费用的去向。`,
          okText: '确认投诉',
          cancelText: '再想想',
          onOk: () =>
            add
              .mutateAsync({ kind: 'task', id: taskId, ...v })
              .then((r) => {
                message.success('投诉已提交');
                resolve(r);
              })
              .catch(reject),
          onCancel: () => resolve(null),
        });
      });
    return (
      <Card title="发起投诉" className="task-complaint">
        <p className="task-complaint__hint">
          与{other}无法协商一致时，可以向平台投诉。请说明情况并附上相关材料（聊天截图、需求文件等）。
        </p>
        <StatementForm
          label="投诉说明"
          placeholder={`请具体说明问题，例如交付内容与需求不符之处、${other}的回应等`}
          button="发起投诉"
          pending={add.isPending}
          submit={open}
        />
      </Card>
    );
  }

  return (
    <Card title="投诉" className="task-complaint">
      <ComplaintOutcome c={c} />
      <ComplaintRecord c={c} />
      {c.canAdd && (
        <div className="task-complaint__add">
          <StatementForm
            label="补充陈述"
            placeholder="补充说明或回应对方的陈述，可附上材料"
            button="提交陈述"
            pending={edit.isPending}
            submit={(v) =>
              edit.mutateAsync({ id: c.id, ...v }).then((r) => {
                message.success('陈述已提交');
                return r;
              })
            }
          />
        </div>
      )}
    </Card>
  );
}
