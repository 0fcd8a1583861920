import { ReviewState } from '@hz/contract/common/states';
import {
  MAX_PROPOSAL_WORKS,
  MAX_TASK_FEE_FEN,
  MAX_TASK_FILES,
  MIN_TASK_FEE_FEN,
} from '@hz/contract/values/tasks';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, InputNumber, Skeleton } from 'antd';
import { Link } from 'react-router';
import { FormModal } from '../../../components/form-modal.tsx';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { paths } from '../../../config/paths.ts';
import { requiredText } from '../../../lib/form-rules.ts';
import type { TaskDetail } from '../api/task-info.ts';
import { useReviseTask } from '../api/task-revise.ts';
import { useApplyTask } from '../api/designer-apply.ts';
import { useDeliverTask } from '../api/designer-deliver.ts';
import { useRefuseOrder } from '../api/refuse-order.ts';
import { myWorksOptions } from '../../people/api/my-works.ts';
import { FileField, type TaskFile } from '../../../components/file-upload.tsx';
import { chinaToday, yuan } from './task-format.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

/** What each of the task page's dialogs is given. */
export interface TaskDialogProps {
  task: TaskDetail;
  open: boolean;
  onClose: () => void;
}

interface ApplyValues {
  conts: string;
  attach: TaskFile[];
  works: number[];
  fee: number | null;
  ddate: string;
}

/**
 * The designer's own approved works to name in a proposal (decision 029): a thumbnail and title each, at
 * most `MAX_PROPOSAL_WORKS`; links to publishing one when there are none.
 */
function WorkPicker({ value = [], onChange }: { value?: number[]; onChange?: (v: number[]) => void }) {
  const q = useQuery({
    ...myWorksOptions({ page: 1, pageSize: 100 }),
    select: (d) => d.listItem.filter((w) => w.checked === ReviewState.approved),
    meta: { silent: true },
  });
  if (q.isPending) return <Skeleton.Input active block />;
  if (!q.data || q.data.length === 0)
    return (
      <p className="card-hint">
        还没有审核通过的作品，<Link to={paths.newWordService.path}>去发布作品</Link>
      </p>
    );
  const full = value.length >= MAX_PROPOSAL_WORKS;
  return (
    <div className="task-work-pick">
      <Checkbox.Group<number> value={value} onChange={(v) => onChange?.(v)}>
        {q.data.map((w) => (
          <Checkbox key={w.id} value={w.id} disabled={full && !value.includes(w.id)}>
            <img
              {...imageSources(w.thumb, '(max-width: 767.98px) 40vw, 200px')}
              alt=""
              width={160}
              height={120}
              {...imageLoading(false)}
            />
            {w.title}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}

/** 报名投递方案: the proposal's text, an optional sketch or works (files), the fee and the delivery date. */
export function ApplyModal({ task, open, onClose }: TaskDialogProps) {
  const apply = useApplyTask();
  const min = MIN_TASK_FEE_FEN / 100;
  const max = MAX_TASK_FEE_FEN / 100;
  return (
    <FormModal<ApplyValues>
      open={open}
      title="报名投递方案"
      okText="提交方案"
      onClose={onClose}
      initial={{ conts: '', attach: [], works: [], fee: task.cost, ddate: '' }}
      fields={['conts', 'attach', 'works', 'fee', 'ddate']}
      success="已报名，发布方选定后会通知您"
      submit={(v) =>
        apply.mutateAsync({
          id: task.id,
          conts: v.conts.trim(),
          attach: v.attach.map((f) => f.id),
          works: v.works,
          fee: v.fee ?? 0,
          ddate: v.ddate,
        })
      }
    >
      <p className="card-hint">
        发布方预算 {yuan(task.cost)}，设计截止 {task.deadline}
        。发布方会比较各位设计师的报价、交付日期、信誉与作品集。
      </p>
      <Form.Item
        name="conts"
        label="方案说明"
        rules={[
          requiredText('请填写方案说明'),
          { min: 10, message: '方案说明至少10个字' },
          { max: 3000, message: '方案说明最多3000个字' },
        ]}
      >
        <Input.TextArea rows={5} maxLength={3000} placeholder="设计思路、分区构想、相关经验与过往作品" />
      </Form.Item>
      <Form.Item
        name="works"
        label={`相关作品（选填，最多${MAX_PROPOSAL_WORKS}个）`}
        extra="从您审核通过的作品中选择，发布方比较方案时会看到"
      >
        <WorkPicker />
      </Form.Item>
      <FileField
        name="attach"
        label="概念草图"
        fileLabel="方案附件"
        max={MAX_TASK_FILES}
        extra="PDF 或图片，单个不超过20MB；您的作品集会一并展示给发布方"
        testId="apply-attach"
      />
      <div className="form-grid">
        <Form.Item
          name="fee"
          label="报价（元）"
          rules={[
            { required: true, message: '请输入报价' },
            { type: 'number', min, max, message: `报价应在${min}–${max}元之间` },
          ]}
        >
          <InputNumber min={0} max={max} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="ddate"
          label="交付日期"
          rules={[
            { required: true, message: '请选择交付日期' },
            {
              validator: (_, v: string) =>
                !v
                  ? Promise.resolve()
                  : v < chinaToday()
                    ? Promise.reject(new Error('交付日期不能早于今天'))
                    : v > task.sdate
                      ? Promise.reject(new Error('交付日期不能晚于展会开始日期'))
                      : Promise.resolve(),
            },
          ]}
        >
          <LazyDatePicker placeholder="交付日期" aria-label="交付日期" />
        </Form.Item>
      </div>
    </FormModal>
  );
}

interface DeliverValues {
  conts: string;
  attach: TaskFile[];
}

/** 提交设计成果: the files and notes; the client then has 7 days. */
export function DeliverModal({ task, open, onClose }: TaskDialogProps) {
  const deliver = useDeliverTask();
  return (
    <FormModal<DeliverValues>
      open={open}
      title="提交设计成果"
      okText="确认提交"
      onClose={onClose}
      initial={{ conts: '', attach: [] }}
      fields={['conts', 'attach']}
      success="成果已提交，等待发布方验收"
      submit={(v) =>
        deliver.mutateAsync({ id: task.id, conts: v.conts.trim(), attach: v.attach.map((f) => f.id) })
      }
    >
      <p className="card-hint">
        需要的交付物：{task.types.join('、')}。提交后发布方7天内验收或要求修改，逾期自动验收。
      </p>
      <FileField
        name="attach"
        label="交付文件"
        max={MAX_TASK_FILES}
        required="请上传交付文件"
        testId="deliver-attach"
      />
      <Form.Item
        name="conts"
        label="交付说明"
        rules={[requiredText('请填写交付说明'), { max: 3000, message: '交付说明最多3000个字' }]}
      >
        <Input.TextArea rows={4} maxLength={3000} placeholder="本次交付的内容、修改了哪些地方" />
      </Form.Item>
    </FormModal>
  );
}

/** 要求修改: what to change; uses one of the included rounds. */
export function ReviseModal({ task, open, onClose }: TaskDialogProps) {
  const revise = useReviseTask();
  const left = task.rounds - task.roundsUsed;
  return (
    <FormModal<{ conts: string }>
      open={open}
      title="要求修改"
      okText="提交修改意见"
      onClose={onClose}
      initial={{ conts: '' }}
      fields={['conts']}
      success="修改意见已发送给设计师"
      submit={(v) => revise.mutateAsync({ id: task.id, conts: v.conts.trim() })}
    >
      <p className="card-hint">
        本次将用掉1次修改，剩余 {Math.max(left - 1, 0)} 次。设计师修改后会重新提交成果。
      </p>
      <Form.Item
        name="conts"
        label="修改意见"
        rules={[
          requiredText('请填写修改意见'),
          { min: 5, message: '修改意见至少5个字' },
          { max: 3000, message: '修改意见最多3000个字' },
        ]}
      >
        <Input.TextArea rows={4} maxLength={3000} placeholder="需要修改的地方，越具体越好" />
      </Form.Item>
    </FormModal>
  );
}

/**
 * 拒绝订单: the designer of an ordered design service refuses it before the client pays (decision 029); an
 * optional reason goes to the client. The dialog is the confirmation.
 */
export function RefuseOrderModal({ task, open, onClose }: TaskDialogProps) {
  const refuse = useRefuseOrder();
  return (
    <FormModal<{ reason: string }>
      open={open}
      title="拒绝这个订单？"
      okText="确认拒绝"
      onClose={onClose}
      initial={{ reason: '' }}
      fields={['reason']}
      success="已拒绝订单，订单已关闭"
      submit={(v) => refuse.mutateAsync({ id: task.id, reason: v.reason.trim() })}
      closeOnError
    >
      <p className="card-hint">
        拒绝后订单关闭，客户尚未托管费用，不产生任何费用；客户会收到通知。此操作不可撤销。
      </p>
      <Form.Item
        name="reason"
        label="拒绝原因（选填）"
        rules={[{ max: 200, message: '拒绝原因最多200个字' }]}
      >
        <Input.TextArea rows={3} maxLength={200} placeholder="例如：档期已满" />
      </Form.Item>
    </FormModal>
  );
}
