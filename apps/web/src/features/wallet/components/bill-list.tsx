import { Table, type TableProps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatSignedYuan, formatYuan } from '../../../lib/format.ts';
import type { BillItem } from '../api/transaction.ts';
import { billAccountNames } from './wallet-format.ts';

/** The signed amount: money in is green, money out keeps the text colour. */
export function BillAmount({ amount }: { amount: number }) {
  return (
    <span className={`bill-amount${amount > 0 ? ' bill-amount--in' : ''}`}>{formatSignedYuan(amount)}</span>
  );
}

/** The line's type, and which balance moved when it is not the available one. */
function BillType({ bill }: { bill: BillItem }) {
  const account = billAccountNames[bill.account];
  return (
    <span className="bill-type">
      <span>{bill.typeName}</span>
      {account && (
        <Tag className="bill-type__tag" color={bill.account === 'escrow' ? 'blue' : 'orange'}>
          {account}
        </Tag>
      )}
    </span>
  );
}

const columns: TableProps<BillItem>['columns'] = [
  {
    title: '时间',
    key: 'time',
    render: (_, b) => (
      <span className="bill-nowrap">
        {b.dates} {b.times}
      </span>
    ),
  },
  { title: '类型', key: 'type', render: (_, b) => <BillType bill={b} /> },
  { title: '金额（元）', key: 'amount', align: 'right', render: (_, b) => <BillAmount amount={b.amount} /> },
  {
    title: '余额（元）',
    key: 'balance',
    align: 'right',
    render: (_, b) => <span className="bill-balance">{formatYuan(b.balance)}</span>,
  },
  { title: '对方', dataIndex: 'counterpart', key: 'counterpart', render: (v: string) => v || '—' },
  {
    title: '订单号',
    dataIndex: 'orders',
    key: 'orders',
    render: (v: string) => (v ? <span className="bill-orders">{v}</span> : '—'),
  },
  { title: '备注', dataIndex: 'memo', key: 'memo', render: (v: string) => v || '—' },
];

/** Bill lines as a table (wide screens). */
export function BillTable({
  bills,
  loading,
  empty,
  pagination,
}: {
  bills: BillItem[];
  loading: boolean;
  empty: ReactNode;
  pagination: TableProps<BillItem>['pagination'];
}) {
  return (
    <Table<BillItem>
      className="bill-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={bills}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
      pagination={pagination}
    />
  );
}

/** Bill lines as a list of small cards (phones, and the wallet's recent lines). */
export function BillCards({ bills, busy, label }: { bills: BillItem[]; busy?: boolean; label: string }) {
  return (
    <ul className="bill-cards" aria-label={label} aria-busy={busy || undefined}>
      {bills.map((b) => (
        <li key={b.id} className="bill-card">
          <div className="bill-card__row">
            <BillType bill={b} />
            <BillAmount amount={b.amount} />
          </div>
          <div className="bill-card__row bill-card__meta">
            <span>
              {b.dates} {b.times}
            </span>
            <span>余额 {formatYuan(b.balance)}</span>
          </div>
          {(b.counterpart || b.orders || b.memo) && (
            <div className="bill-card__meta bill-card__more">
              {b.counterpart && <span>对方：{b.counterpart}</span>}
              {b.orders && <span className="bill-orders">订单号：{b.orders}</span>}
              {b.memo && b.memo !== b.typeName && <span>{b.memo}</span>}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
