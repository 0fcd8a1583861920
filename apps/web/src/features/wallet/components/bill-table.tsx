import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { BillItem } from '../api/transaction.ts';
import { BillAmount, BillHeld, BillNote, BillType } from './bill-list.tsx';
import { yuanText } from './wallet-format.ts';

/**
 * The bill lines as antd's Table (the bill list on wide screens), apart from the cards (bill-list.tsx):
 * the wallet's home shows only the cards and does not load the Table (decision 066).
 */

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
  { title: '金额', key: 'amount', align: 'right', render: (_, b) => <BillAmount amount={b.amount} /> },
  {
    title: '可用余额',
    key: 'balance',
    align: 'right',
    render: (_, b) => <span className="bill-balance">{yuanText(b.balance)}</span>,
  },
  { title: '托管中', key: 'held', align: 'right', render: (_, b) => <BillHeld bill={b} /> },
  {
    title: '说明',
    key: 'note',
    render: (_, b) => (
      <span className="bill-note">
        <BillNote bill={b} />
        {b.orders && <span className="bill-orders">订单号：{b.orders}</span>}
      </span>
    ),
  },
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
