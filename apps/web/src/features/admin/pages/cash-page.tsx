import { Button, Result, Space, Table, type TableProps, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { formatYuan } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { type AdminCashItem, CASH_PAGE_SIZE, type CashChecked, useAdminCashList } from '../api/cash-list.ts';
import { CashAccount, type CashDecision, CashReviewModal } from '../components/cash-review-modal.tsx';

const tabs: readonly { key: CashChecked; label: string; empty: string }[] = [
  { key: 0, label: '待处理', empty: '暂无待处理的提现申请' },
  { key: 1, label: '已打款', empty: '暂无已打款的提现' },
  { key: 2, label: '已驳回', empty: '暂无已驳回的提现' },
];

function readParams(params: URLSearchParams) {
  const c = Number(params.get('checked'));
  const checked: CashChecked = c === 1 || c === 2 ? c : 0;
  const p = Number(params.get('page'));
  return { checked, page: Number.isInteger(p) && p > 1 ? p : 1 };
}

/**
 * `/admin/cash`: withdrawal requests by state in tabs, paged, the state and page in the query string;
 * a pending one is marked paid (with the transfer reference) or rejected (with a reason).
 */
export default function CashPage() {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { checked, page } = readParams(params);
  const list = useAdminCashList(checked, page);
  const data = list.data;
  const tab = tabs.find((t) => t.key === checked) ?? tabs[0];
  // the item stays while the modal closes, so its text does not change during the animation
  const [deciding, setDeciding] = useState<{ item?: AdminCashItem; decision: CashDecision; open: boolean }>({
    decision: 'pay',
    open: false,
  });

  const go = (next: { checked?: CashChecked; page?: number }) => {
    const q = new URLSearchParams();
    const c = next.checked ?? checked;
    if (c) q.set('checked', String(c));
    const p = next.page ?? 1;
    if (p > 1) q.set('page', String(p));
    setParams(q);
  };

  const columns: TableProps<AdminCashItem>['columns'] = [
    {
      title: '会员编号',
      key: 'cardno',
      render: (_, r) => <Link to={href(paths.adminMemberInfo.path, { cardno: r.cardno })}>{r.cardno}</Link>,
    },
    { title: '手机号', dataIndex: 'mobile', key: 'mobile' },
    {
      title: '金额（元）',
      key: 'amount',
      align: 'right',
      render: (_, r) => <strong className="admin-nowrap">{formatYuan(r.amount)}</strong>,
    },
    { title: '收款账户', key: 'account', render: (_, r) => <CashAccount c={r} /> },
    {
      title: '申请时间',
      key: 'dates',
      render: (_, r) => (
        <span className="admin-nowrap">
          {r.dates} {r.times}
        </span>
      ),
    },
    ...(checked === 1
      ? [
          {
            title: '打款流水号',
            key: 'ref',
            render: (_: unknown, r: AdminCashItem) => <span className="admin-idcard">{r.ref}</span>,
          },
        ]
      : []),
    ...(checked === 2
      ? [
          {
            title: '驳回原因',
            key: 'reason',
            render: (_: unknown, r: AdminCashItem) => <div className="admin-reason">{r.reason}</div>,
          },
        ]
      : []),
    ...(checked === 0
      ? [
          {
            title: '操作',
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, r: AdminCashItem) => (
              <Space size={4} wrap>
                <Button
                  type="link"
                  size="small"
                  className="admin-link-btn"
                  aria-label={`标记 ${r.cardno} 的 ${formatYuan(r.amount)} 元提现已打款`}
                  onClick={() => setDeciding({ item: r, decision: 'pay', open: true })}
                >
                  标记已打款
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  className="admin-link-btn"
                  aria-label={`驳回 ${r.cardno} 的 ${formatYuan(r.amount)} 元提现`}
                  onClick={() => setDeciding({ item: r, decision: 'reject', open: true })}
                >
                  驳回
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="admin-page">
      <PageHeader title="提现审核">
        按会员填写的账户转账后标记已打款并填写流水号；驳回的申请金额退回会员余额
      </PageHeader>
      <section className="admin-panel" aria-label="提现申请">
        <Tabs
          activeKey={String(checked)}
          onChange={(k) => go({ checked: Number(k) as CashChecked })}
          items={tabs.map((t) => ({ key: String(t.key), label: t.label }))}
        />
        {data && (
          <p className="admin-toolbar__count" role="status">
            {`${tab?.label ?? ''}共 ${data.total} 条`}
          </p>
        )}
        {!data && list.isError ? (
          <Result
            status="warning"
            title="提现申请加载失败"
            subTitle="请检查网络后重试。"
            extra={
              <Button type="primary" onClick={() => list.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <Table<AdminCashItem>
            className="admin-table"
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data?.listItem ?? []}
            loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: tab?.empty }}
            pagination={
              data && data.total > CASH_PAGE_SIZE
                ? {
                    current: page,
                    pageSize: CASH_PAGE_SIZE,
                    total: data.total,
                    showSizeChanger: false,
                    simple: isMobile,
                    onChange: (p) => go({ page: p }),
                  }
                : false
            }
          />
        )}
      </section>
      <CashReviewModal
        open={deciding.open}
        item={deciding.item}
        decision={deciding.decision}
        onClose={() => setDeciding((d) => ({ ...d, open: false }))}
      />
    </div>
  );
}
