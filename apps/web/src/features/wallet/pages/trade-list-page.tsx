import type { BillType } from '@hz/contract/wallet';
import { Button, Card, Empty, Pagination, Select, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { BILL_PAGE_SIZE, useBillList } from '../api/transaction.ts';
import { BillCards } from '../components/bill-list.tsx';
import { BillTable } from '../components/bill-table.tsx';
import { EscrowCard } from '../components/escrow-card.tsx';
import { LazyDateRangeFilter } from '../components/lazy-date-range-filter.tsx';
import {
  type BillFilters,
  billFiltersQuery,
  billTypeOptions,
  readBillFilters,
} from '../components/wallet-format.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import '../wallet.css';

/** `/personCenter/tradeList`: every ledger line, by type and dates, paged; the filters live in the URL. */
export default function TradeListPage() {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const filters = readBillFilters(params);
  const list = useBillList(filters);
  const data = list.data;
  const filtered = !!(filters.type || filters.sdate || filters.edate);
  const busy = list.isPlaceholderData && list.isFetching;

  // a new filter starts again at the first page
  const go = (next: Partial<BillFilters>) => setParams(billFiltersQuery({ ...filters, page: 1, ...next }));

  const empty = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? '没有符合条件的账单' : '暂无账单'}>
      {filtered && <Button onClick={() => setParams(new URLSearchParams())}>清除筛选</Button>}
    </Empty>
  );

  return (
    <div className="pc-page">
      <PageHeader title="账单明细">
        每一笔收支只记一次：金额与可用余额是您自己的钱，付入托管的款项单列在托管中
      </PageHeader>
      <EscrowCard hideEmpty />
      <Card className="pc-card">
        <search className="bill-filters" aria-label="筛选账单">
          <Select<BillType | ''>
            className="bill-filters__type"
            aria-label="账单类型"
            value={filters.type ?? ''}
            onChange={(v) => go({ type: v || undefined })}
            options={[{ value: '', label: '全部类型' }, ...billTypeOptions]}
          />
          <LazyDateRangeFilter
            compact={isMobile}
            value={{ sdate: filters.sdate ?? '', edate: filters.edate ?? '' }}
            onChange={(r) => go({ sdate: r.sdate || undefined, edate: r.edate || undefined })}
          />
          {data && (
            <span className="bill-filters__count" role="status">
              共 {data.total} 条
            </span>
          )}
        </search>
        {list.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : !data ? (
          <LoadFailed title="账单加载失败" onRetry={() => list.refetch()} />
        ) : isMobile ? (
          <>
            {data.listItem.length === 0 ? (
              empty
            ) : (
              <BillCards bills={data.listItem} busy={busy} label="账单" />
            )}
            {data.total > BILL_PAGE_SIZE && (
              <Pagination
                className="bill-pagination"
                simple
                current={filters.page}
                pageSize={BILL_PAGE_SIZE}
                total={data.total}
                onChange={(page) => go({ page })}
              />
            )}
          </>
        ) : (
          <BillTable
            bills={data.listItem}
            loading={busy}
            empty={empty}
            pagination={
              data.total > BILL_PAGE_SIZE
                ? {
                    current: filters.page,
                    pageSize: BILL_PAGE_SIZE,
                    total: data.total,
                    showSizeChanger: false,
                    onChange: (page) => go({ page }),
                  }
                : false
            }
          />
        )}
      </Card>
    </div>
  );
}
