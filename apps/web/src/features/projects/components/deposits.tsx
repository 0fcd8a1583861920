import { DepositState, depositStateLabels } from '@hz/contract/common/states';
import { Alert, Button, Skeleton, Table, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { useDeposits } from '../api/deposits.ts';
import type { Deposit, Mode } from './deposit-modal.tsx';
import { chinaToday, yuan } from './project-format.ts';

/**
 * The venue deposits on the project's panel (decision 038): 施工押金 and 清洁押金 of the awarded quotation,
 * who paid each, and what its payer recorded (paid, returned, partly returned, withheld). The payer records
 * its own; the other side reads. After teardown, a deposit of the viewer's not recorded as settled is called
 * out. Paid to the venue outside the platform: nothing moves in the wallet.
 */

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

// the payer's record of a deposit (a form with dates): loaded when first opened (issue 34)
const DepositModal = lazyPart(() => import('./deposit-modal.tsx'), 'DepositModal');

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
      {editing && (
        <Suspense fallback={null}>
          <DepositModal p={p} d={editing.d} mode={editing.mode} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
