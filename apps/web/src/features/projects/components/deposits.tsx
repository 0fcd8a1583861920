import { DepositState, depositStateLabels } from '@hz/contract/common/states';
import { MAX_DEPOSIT_REASON } from '@hz/contract/values/projects';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { type Deposits, useDepositUpdate, useDeposits } from '../api/deposits.ts';
import { chinaToday, yuan } from './project-format.ts';

/**
 * The venue deposits on the project's panel (decision 038): 施工押金 and 清洁押金 of the awarded quotation,
 * who paid each, and what its payer recorded (paid, returned, partly returned, withheld). The payer records
 * its own; the other side reads. After teardown, a deposit of the viewer's not recorded as settled is called
 * out. Paid to the venue outside the platform: nothing moves in the wallet.
 */

type Deposit = Deposits['listItem'][number];
const payerWord = { client: '客户', factory: '工厂' } as const;
const stateColor: Record<string, string> = {
  [DepositState.unpaid]: 'default',
  [DepositState.paid]: 'blue',
  [DepositState.returned]: 'green',
  [DepositState.partial]: 'orange',
  [DepositState.withheld]: 'red',
};
const settled = (d: Deposit) =>
  d.state === DepositState.returned || d.state === DepositState.partial || d.state === DepositState.withheld;

type Mode = 'paid' | 'back';
type V = {
  state: 'paid' | 'returned' | 'partial' | 'withheld';
  amount?: number;
  paydate?: string;
  back?: number;
  backdate?: string;
  reason?: string;
};

function DepositModal({
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

/** 场馆押金: the table, the payer's buttons, and the reminder after teardown. */
export function DepositsStep({ p }: { p: ProjectDetail }) {
  const list = useDeposits(p.id, p.contctck === 1);
  const [editing, setEditing] = useState<{ d: Deposit; mode: Mode } | null>(null);
  if (p.contctck !== 1) return null;
  if (list.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (list.isError) return <LoadFailed compact title="押金记录加载失败" onRetry={() => list.refetch()} />;
  const items = list.data.listItem;
  if (items.length === 0) return null;
  const afterTeardown = chinaToday() > p.outdate;
  const owed = items.filter((d) => d.mine && !settled(d));
  return (
    <div data-testid="panel-deposits">
      <h3 className="prj-detail__sub">场馆押金</h3>
      <p className="card-hint">
        押金由缴纳方直接交给场馆，平台只记录缴纳与退还情况，由缴纳方填写，双方可见。
      </p>
      {afterTeardown && owed.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="deposits-reminder"
          title={`已撤展，${owed.map((d) => d.kind).join('、')}尚未记录退还`}
          description="请向场馆确认押金退还情况后在下方记录：全额退还、部分退还或被扣留。"
        />
      )}
      <Table
        size="small"
        rowKey="kind"
        pagination={false}
        dataSource={items}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '押金', dataIndex: 'kind' },
          { title: '缴纳方', dataIndex: 'payer', render: (v: Deposit['payer']) => payerWord[v] },
          { title: '报价金额', dataIndex: 'quoted', render: (v: number) => yuan(v) },
          {
            title: '状态',
            dataIndex: 'state',
            render: (v: DepositState) => <Tag color={stateColor[v]}>{depositStateLabels[v] ?? v}</Tag>,
          },
          {
            title: '缴纳',
            key: 'paid',
            render: (_: unknown, d: Deposit) => (d.paydate ? `${yuan(d.amount)}（${d.paydate}）` : '—'),
          },
          {
            title: '退还',
            key: 'back',
            render: (_: unknown, d: Deposit) =>
              settled(d) ? `${yuan(d.back)}（${d.backdate}）${d.reason ? `：${d.reason}` : ''}` : '—',
          },
          {
            title: '操作',
            key: 'act',
            render: (_: unknown, d: Deposit) =>
              !d.mine ? (
                <span className="card-hint">由{payerWord[d.payer]}记录</span>
              ) : d.state === DepositState.returned ? null : (
                <span className="prj-actions">
                  {(d.state === DepositState.unpaid || d.state === DepositState.paid) && (
                    <Button size="small" onClick={() => setEditing({ d, mode: 'paid' })}>
                      {d.state === DepositState.unpaid ? '记录缴纳' : '修改缴纳'}
                    </Button>
                  )}
                  {d.state !== DepositState.unpaid && (
                    <Button size="small" type="primary" onClick={() => setEditing({ d, mode: 'back' })}>
                      记录退还
                    </Button>
                  )}
                </span>
              ),
          },
        ]}
      />
      {editing && <DepositModal p={p} d={editing.d} mode={editing.mode} onClose={() => setEditing(null)} />}
    </div>
  );
}
