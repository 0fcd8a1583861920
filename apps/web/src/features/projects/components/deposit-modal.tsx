import { DepositState } from '@hz/contract/common/states';
import { MAX_DEPOSIT_REASON } from '@hz/contract/values/projects';
import { App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { type Deposits, useDepositUpdate } from '../api/deposits.ts';
import { chinaToday, yuan } from './project-format.ts';

export type Deposit = Deposits['listItem'][number];
export type Mode = 'paid' | 'back';
type V = {
  state: 'paid' | 'returned' | 'partial' | 'withheld';
  amount?: number;
  paydate?: string;
  back?: number;
  backdate?: string;
  reason?: string;
};

/** The payer's record of one venue deposit (deposits.tsx): paid, or returned in full, in part or withheld. */
export function DepositModal({
  p,
  d,
  mode,
  onClose,
}: {
  p: ProjectDetail;
  d: Deposit;
  mode: Mode;
  onClose: () => void;
}) {
  const [form] = Form.useForm<V>();
  const save = useDepositUpdate();
  const { message } = App.useApp();
  const state = Form.useWatch('state', form);
  const today = chinaToday();
  const initial: V =
    mode === 'paid'
      ? { state: 'paid', amount: d.amount || d.quoted, paydate: d.paydate || today }
      : {
          state: d.state === DepositState.paid ? 'returned' : (d.state as V['state']),
          back: d.back || undefined,
          backdate: d.backdate || today,
          reason: d.reason,
        };
  const onFinish = (v: V) =>
    save.mutate(
      mode === 'paid'
        ? { id: p.id, kind: d.kind, state: 'paid', amount: v.amount, paydate: v.paydate }
        : {
            id: p.id,
            kind: d.kind,
            state: v.state,
            back: v.state === 'partial' ? (v.back ?? 0) : 0,
            backdate: v.backdate,
            reason: v.reason?.trim() ?? '',
          },
      {
        onSuccess: () => {
          message.success('押金记录已保存，对方可以看到');
          onClose();
        },
        onError: (e) => {
          if (!applyServerErrors(form, e, ['amount', 'paydate', 'back', 'backdate', 'reason', 'state']))
            reportError(e);
        },
      },
    );
  return (
    <Modal
      open
      title={mode === 'paid' ? `记录${d.kind}缴纳` : `记录${d.kind}退还`}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: save.isPending, htmlType: 'submit' }}
      onCancel={() => !save.isPending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish} clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      <p className="card-hint">押金直接缴纳给场馆，不经过平台钱包；这里仅作记录，双方可见。</p>
      {mode === 'paid' ? (
        <>
          <Form.Item name="state" hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name="amount"
            label="缴纳金额（元）"
            rules={[{ required: true, message: '请输入缴纳金额' }]}
          >
            <InputNumber min={0.01} precision={2} style={{ width: '100%' }} aria-label="缴纳金额" />
          </Form.Item>
          <Form.Item name="paydate" label="缴纳日期" rules={[{ required: true, message: '请选择缴纳日期' }]}>
            <LazyDatePicker aria-label="缴纳日期" placeholder="缴纳日期" />
          </Form.Item>
        </>
      ) : (
        <>
          <p>
            已缴纳 {yuan(d.amount)}（{d.paydate}）
          </p>
          <Form.Item name="state" label="退还情况">
            <Radio.Group
              options={[
                { value: 'returned', label: '全额退还' },
                { value: 'partial', label: '部分退还' },
                ...(d.state === DepositState.paid ? [{ value: 'withheld', label: '被扣留' }] : []),
              ]}
            />
          </Form.Item>
          {state === 'partial' && (
            <Form.Item
              name="back"
              label="退还金额（元）"
              rules={[{ required: true, message: '请输入退还金额' }]}
            >
              <InputNumber
                min={0.01}
                max={d.amount}
                precision={2}
                style={{ width: '100%' }}
                aria-label="退还金额"
              />
            </Form.Item>
          )}
          <Form.Item
            name="backdate"
            label={state === 'withheld' ? '确认扣留的日期' : '退还日期'}
            rules={[{ required: true, message: '请选择日期' }]}
          >
            <LazyDatePicker aria-label="退还日期" placeholder="日期" />
          </Form.Item>
          {state !== 'returned' && (
            <Form.Item
              name="reason"
              label={state === 'withheld' ? '扣留原因' : '未退部分的原因（可不填）'}
              rules={
                state === 'withheld'
                  ? [{ required: true, whitespace: true, message: '请填写押金被扣留的原因' }]
                  : []
              }
            >
              <Input.TextArea rows={2} maxLength={MAX_DEPOSIT_REASON} showCount />
            </Form.Item>
          )}
        </>
      )}
    </Modal>
  );
}
