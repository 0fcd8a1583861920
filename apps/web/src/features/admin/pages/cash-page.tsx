import { CashState } from '@hz/contract/common/states';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { formatYuan } from '../../../lib/format.ts';
import { type AdminCashItem, CASH_PAGE_SIZE, useAdminCashList } from '../api/cash-list.ts';
import { usePendingCounts } from '../api/pending-counts.ts';
import { cashQueueLabels } from '../components/admin-format.ts';
import { CashAccount, type CashDecision, CashReviewModal } from '../components/cash-review-modal.tsx';
import {
  decideColumn,
  QueueTable,
  type QueueTabs,
  reasonColumn,
  timeColumn,
  useQueueParams,
  withCount,
} from '../components/queue-table.tsx';
import '../admin.css';

const tabs: QueueTabs<CashState> = [
  { key: CashState.waiting, label: cashQueueLabels[CashState.waiting], empty: '暂无待处理的提现申请' },
  { key: CashState.paid, label: cashQueueLabels[CashState.paid], empty: '暂无已打款的提现' },
  { key: CashState.rejected, label: cashQueueLabels[CashState.rejected], empty: '暂无已驳回的提现' },
];

/**
 * `/admin/cash`: withdrawal requests by state in tabs, paged, the state and page in the query string;
 * a pending one is marked paid (with the transfer reference) or rejected (with a reason).
 */
export default function CashPage() {
  const { checked, page, go } = useQueueParams(tabs);
  const list = useAdminCashList(checked, page);
  const waiting = usePendingCounts().data?.cash;
  // the item stays while the modal closes, so its text does not change during the animation
  const [deciding, setDeciding] = useState<{ item?: AdminCashItem; decision: CashDecision; open: boolean }>({
    decision: 'pay',
    open: false,
  });

  const columns: TableProps<AdminCashItem>['columns'] = [
    {
      title: '会员编号',
      key: 'cardno',
      render: (_, r) => <Link to={href(paths.adminMemberInfo.path, { cardno: r.cardno })}>{r.cardno}</Link>,
    },
    { title: '手机号', dataIndex: 'mobile', key: 'mobile' },
    {
      title: '金额',
      key: 'amount',
      align: 'right',
      render: (_, r) => <strong className="admin-nowrap">¥{formatYuan(r.amount)}</strong>,
    },
    { title: '收款账户', key: 'account', render: (_, r) => <CashAccount c={r} /> },
    timeColumn<AdminCashItem>('申请时间'),
    ...(checked === CashState.paid
      ? [
          {
            title: '打款流水号',
            key: 'ref',
            render: (_: unknown, r: AdminCashItem) => <span className="admin-idcard">{r.ref}</span>,
          },
        ]
      : []),
    ...(checked === CashState.rejected ? [reasonColumn<AdminCashItem>()] : []),
    ...(checked === CashState.waiting
      ? [
          decideColumn<AdminCashItem>({
            accept: '标记已打款',
            refuse: '驳回',
            what: (r) => `${r.cardno} 的 ¥${formatYuan(r.amount)} 提现`,
            onDecide: (item, pay) => setDeciding({ item, decision: pay ? 'pay' : 'reject', open: true }),
          }),
        ]
      : []),
  ];

  return (
    <div className="admin-page">
      <PageHeader title="提现审核">
        按会员填写的账户转账后标记已打款并填写流水号；驳回的申请金额退回会员余额
      </PageHeader>
      <QueueTable<AdminCashItem, CashState>
        label="提现申请"
        tabs={withCount(tabs, waiting)}
        checked={checked}
        page={page}
        pageSize={CASH_PAGE_SIZE}
        list={list}
        failedTitle="提现申请加载失败"
        columns={columns}
        go={go}
      />
      <CashReviewModal
        open={deciding.open}
        item={deciding.item}
        decision={deciding.decision}
        onClose={() => setDeciding((d) => ({ ...d, open: false }))}
      />
    </div>
  );
}
