import { COMPLAINT_STATEMENT_DAYS } from '@hz/contract/values/complaints';
import { App, Button, Card, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { ComplaintOutcome, ComplaintRecord } from '../../../components/complaint-record.tsx';
import { ComplaintReply, ComplaintStatementForm } from '../../../components/complaint-reply.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useComplainAdd } from '../../complaints/api/complain-add.ts';
import { useComplainEdit } from '../../complaints/api/complain-edit.ts';
import { useComplainInfo } from '../../complaints/api/complain-info.ts';
import { complaintOf, useComplainList } from '../../complaints/api/complain-list.ts';
import { useComplainWaive } from '../../complaints/api/complain-waive.ts';
import { tasksKey } from '../api/tasks-keys.ts';
import '../task-complaint.css';

/**
 * A task's complaint for one of its sides (issue 13 point 6; decision 023), on the task's page
 * (`/publishDetail`): once there is one, both sides see its state, the two sides' statements and the
 * decision; while it is open each side adds statements, its final one, or 放弃补充陈述 until the window
 * closes (decision 047). Nothing when the task has no complaint.
 */
export function TaskComplaint({ taskId }: { taskId: number }) {
  const list = useComplainList();
  const found = complaintOf(list.data, 'task', taskId);
  const info = useComplainInfo(found?.id);
  const edit = useComplainEdit(tasksKey);
  const waive = useComplainWaive(tasksKey);

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
  if (!found || !c) return null;
  return (
    <Card title="投诉" className="task-complaint" data-testid="task-complaint">
      <ComplaintOutcome c={c} />
      <ComplaintRecord c={c} />
      <ComplaintReply
        c={c}
        add={(v) => edit.mutateAsync({ id: c.id, ...v })}
        waive={() => waive.mutateAsync({ id: c.id })}
        adding={edit.isPending}
        waiving={waive.isPending}
      />
    </Card>
  );
}

/**
 * Opening a complaint (`canOpen`: the server offers the viewer `complain` now), below the deliveries and
 * the timeline: a short card whose button opens the complaint in a dialog that says what follows (the
 * task's timers pause, both sides have 3 days for statements).
 */
export function OpenTaskComplaint({ taskId, role }: { taskId: number; role: 'client' | 'designer' }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const list = useComplainList();
  const add = useComplainAdd(tasksKey);
  const other = role === 'client' ? '设计师' : '客户';
  // an open complaint (or one decided) is shown by TaskComplaint instead
  if (!list.data || complaintOf(list.data, 'task', taskId)) return null;
  return (
    <Card title="投诉" className="task-complaint" data-testid="task-complaint-open">
      <p className="task-complaint__hint">
        与{other}无法协商一致时，可以向平台投诉：任务计时暂停，双方在{COMPLAINT_STATEMENT_DAYS}
        天内陈述，平台根据双方陈述和交易记录裁决托管费用的去向。
      </p>
      <Button danger onClick={() => setOpen(true)}>
        发起投诉
      </Button>
      <Modal
        open={open}
        title="发起投诉"
        footer={null}
        onCancel={() => !add.isPending && setOpen(false)}
        destroyOnHidden
      >
        <p className="task-complaint__hint">
          投诉后任务进入“投诉处理中”，计时暂停；双方可在{COMPLAINT_STATEMENT_DAYS}
          天内补充陈述和材料（聊天截图、需求文件等），之后由平台裁决托管费用的去向。
        </p>
        <ComplaintStatementForm
          label="投诉说明"
          placeholder={`请具体说明问题，例如交付内容与需求不符之处、${other}的回应等`}
          button="确认发起投诉"
          pending={add.isPending}
          submit={(v) =>
            add.mutateAsync({ kind: 'task', id: taskId, conts: v.conts, attach: v.attach }).then((r) => {
              message.success('投诉已提交');
              setOpen(false);
              return r;
            })
          }
        />
      </Modal>
    </Card>
  );
}
