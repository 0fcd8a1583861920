import { CashState } from '@hz/contract/common/states';
import { Card, Empty, Pagination, Skeleton, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { CASH_PAGE_SIZE, type CashItem, useCashList } from '../api/cash-list.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { cashAccountText, cashState, yuanText } from './wallet-format.ts';
import '../wallet.css';

/** 提现记录: the member's withdrawal requests, newest first, with their state and the operator's note. */
export function CashHistory() {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const list = useCashList(page);
  const data = list.data;
  const busy = list.isPlaceholderData && list.isFetching;

  const note = (c: CashItem) =>
    c.checked === CashState.paid && c.ref
      ? `打款流水号：${c.ref}`
      : c.checked === CashState.rejected && c.reason
        ? `驳回原因：${c.reason}（金额已退回余额）`
        : '';
  const state = (c: CashItem) => {
    const s = cashState(c.checked);
    return <Tag color={s.color}>{s.text}</Tag>;
  };
  const columns: TableProps<CashItem>['columns'] = [
    {
      title: '申请时间',
      key: 'time',
      render: (_, c) => (
        <span className="bill-nowrap">
          {c.dates} {c.times}
        </span>
      ),
    },
    { title: '金额', key: 'amount', align: 'right', render: (_, c) => yuanText(c.amount) },
    { title: '收款账户', key: 'account', render: (_, c) => cashAccountText(c) },
    { title: '状态', key: 'state', render: (_, c) => state(c) },
    { title: '说明', key: 'note', render: (_, c) => <span className="cash-note">{note(c) || '—'}</span> },
  ];

  return (
    <Card className="pc-card" title="提现记录">
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !data ? (
        <LoadFailed title="提现记录加载失败" onRetry={() => list.refetch()} />
      ) : data.listItem.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无提现记录" />
      ) : isMobile ? (
        <>
          <ul className="bill-cards" aria-label="提现记录" aria-busy={busy || undefined}>
            {data.listItem.map((c) => (
              <li key={c.id} className="bill-card">
                <div className="bill-card__row">
                  <strong>{yuanText(c.amount)}</strong>
                  {state(c)}
                </div>
                <div className="bill-card__row bill-card__meta">
                  <span>{cashAccountText(c)}</span>
                  <span>
                    {c.dates} {c.times}
                  </span>
                </div>
                {note(c) && <div className="bill-card__meta bill-card__more">{note(c)}</div>}
              </li>
            ))}
          </ul>
          {data.total > CASH_PAGE_SIZE && (
            <Pagination
              className="bill-pagination"
              simple
              current={page}
              pageSize={CASH_PAGE_SIZE}
              total={data.total}
              onChange={setPage}
            />
          )}
        </>
      ) : (
        <Table<CashItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data.listItem}
          loading={busy}
          scroll={{ x: 'max-content' }}
          pagination={
            data.total > CASH_PAGE_SIZE
              ? {
                  current: page,
                  pageSize: CASH_PAGE_SIZE,
                  total: data.total,
                  showSizeChanger: false,
                  onChange: setPage,
                }
              : false
          }
        />
      )}
    </Card>
  );
}
