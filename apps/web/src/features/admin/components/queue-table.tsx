import {
  type CashState,
  type ComplaintState,
  type FeedbackState,
  ReviewState,
} from '@hz/contract/common/states';
import type { ReportState } from '@hz/contract/consult';
import type { InvoiceState } from '@hz/contract/invoices';
import { Badge, Button, Space, Table, type TablePaginationConfig, type TableProps, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { reviewQueueLabels } from './admin-format.ts';

/**
 * A request's state in a console queue: a review (`ReviewState`), a withdrawal (`CashState`), a piece
 * of feedback (`FeedbackState`), a complaint (`ComplaintState`) or a consultation's report (`ReportState`).
 */
export type QueueChecked =
  | ReviewState
  | CashState
  | FeedbackState
  | ComplaintState
  | ReportState
  | InvoiceState;

/**
 * One tab of a queue: its state, its label, what the table says when the state is empty, and how many
 * wait in it (the waiting tab's pending count; shown as a badge when more than 0).
 */
export type QueueTab<S extends QueueChecked> = { key: S; label: string; empty: string; count?: number };

/** A queue's tabs, the first one (the waiting requests) shown when the query string names none. */
export type QueueTabs<S extends QueueChecked> = readonly [QueueTab<S>, ...QueueTab<S>[]];

/** Where a queue goes next; what is not given keeps the state, goes to page 1 and closes the item. */
export type QueueGo<S extends QueueChecked> = (next: { checked?: S; page?: number; id?: number }) => void;

/**
 * A queue's place in the query string: `checked` (one of the tabs' states; the first tab's left out),
 * `page` (1 left out) and the open item `id`. `go` writes the page's own parameters (`lead`, e.g. the
 * content kind) first.
 */
export function useQueueParams<S extends QueueChecked>(tabs: QueueTabs<S>) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0].key;
  const rawChecked = params.get('checked');
  const checked: S = tabs.find((t) => String(t.key) === rawChecked)?.key ?? first;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const rawId = Number(params.get('id'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : undefined;

  const go = (next: Parameters<QueueGo<S>>[0], lead: Record<string, string> = {}) => {
    const q = new URLSearchParams(lead);
    const c = next.checked ?? checked;
    if (c !== first) q.set('checked', String(c));
    const p = next.page ?? 1;
    if (p > 1) q.set('page', String(p));
    if (next.id) q.set('id', String(next.id));
    setParams(q);
  };
  return { params, checked, page, id, go };
}

/** The tabs with the waiting (first) tab's count. */
export function withCount<S extends QueueChecked>(
  tabs: QueueTabs<S>,
  count: number | undefined,
): QueueTabs<S> {
  const [first, ...rest] = tabs;
  return [{ ...first, count }, ...rest];
}

/** A tab's or a menu entry's label with its waiting count as a badge (none when 0). */
export function TabLabel({ label, count }: { label: string; count?: number }) {
  return (
    <span className="admin-count-label">
      {label}
      {count ? (
        <Badge count={count} overflowCount={99} size="small" className="admin-count-label__badge" />
      ) : null}
    </span>
  );
}

/** The submission time column (`dates times` on one line). */
export function timeColumn<T extends { dates: string; times: string }>(title: string) {
  return {
    title,
    key: 'dates',
    render: (_: unknown, r: T) => (
      <span className="admin-nowrap">
        {r.dates} {r.times}
      </span>
    ),
  };
}

/** The operator's rejection reason, for the rejected tab. */
export function reasonColumn<T extends { reason: string }>() {
  return {
    title: '驳回原因',
    key: 'reason',
    render: (_: unknown, r: T) => <div className="admin-reason">{r.reason}</div>,
  };
}

/**
 * The last column of a queue whose waiting items are decided in the row: an accepting and a refusing
 * button (标记已打款/驳回, 开具/拒绝), each named for its row for a screen reader.
 */
export function decideColumn<T>(d: {
  accept: string;
  refuse: string;
  /** What the row is, after the verb: `13800000001 的 ¥100.00 提现`. */
  what: (r: T) => string;
  onDecide: (r: T, accept: boolean) => void;
}) {
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right' as const,
    render: (_: unknown, r: T) => (
      <Space size={4} wrap>
        <Button
          type="link"
          size="small"
          className="admin-link-btn"
          aria-label={`${d.accept} ${d.what(r)}`}
          onClick={() => d.onDecide(r, true)}
        >
          {d.accept}
        </Button>
        <Button
          type="link"
          size="small"
          danger
          className="admin-link-btn"
          aria-label={`${d.refuse} ${d.what(r)}`}
          onClick={() => d.onDecide(r, false)}
        >
          {d.refuse}
        </Button>
      </Space>
    ),
  };
}

/**
 * The last column of a console queue: `verb` (处理 a waiting item, 查看 a decided one…) opens the item in the
 * page's drawer or modal.
 */
export function actionColumn<T>(
  verb: (r: T) => string,
  ariaLabel: (r: T, verb: string) => string,
  open: (r: T) => void,
) {
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right' as const,
    render: (_: unknown, r: T) => (
      <Button
        type="link"
        size="small"
        className="admin-link-btn"
        aria-label={ariaLabel(r, verb(r))}
        onClick={() => open(r)}
      >
        {verb(r)}
      </Button>
    ),
  };
}

/** The last column of a review queue: 审核 a pending item, 查看 a decided one. */
export const openColumn = <T extends { id: number; checked: number }>(
  ariaLabel: (r: T, verb: string) => string,
  open: (r: T) => void,
) => actionColumn<T>((r) => (r.checked === ReviewState.pending ? '审核' : '查看'), ariaLabel, open);

/** The three tabs of a review queue (待审核, 已通过, 已驳回), each saying when it has no `what`. */
export function reviewTabs(what: string): QueueTabs<ReviewState> {
  const tab = (key: ReviewState, empty: string) => ({ key, label: reviewQueueLabels[key], empty });
  return [
    tab(ReviewState.pending, `暂无待审核的${what}`),
    tab(ReviewState.approved, `暂无已通过的${what}`),
    tab(ReviewState.rejected, `暂无已驳回的${what}`),
  ];
}

/** What a console list needs of its query (a page of `listItem` and the `total`). */
export interface AdminListQuery<T> {
  data: { total: number; listItem: T[] } | undefined;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Loading: the first page, or another page while the last one is still shown. */
export const listLoading = (list: Omit<AdminListQuery<unknown>, 'data' | 'isError' | 'refetch'>) =>
  list.isPending || (list.isPlaceholderData && list.isFetching);

/** A console table's pages: none when all fits on one; simple on a phone; 共 N 条 with `withTotal`. */
export function useAdminPaging(
  total: number | undefined,
  page: number,
  pageSize: number,
  onPage: (page: number) => void,
  withTotal = false,
): TablePaginationConfig | false {
  const isMobile = useIsMobile();
  if (total === undefined || total <= pageSize) return false;
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: false,
    simple: isMobile,
    showTotal: withTotal && !isMobile ? (t) => `共 ${t} 条` : undefined,
    onChange: onPage,
  };
}

/** A console list: a retry when its first load failed, else the table (loading, empty text, paged). */
export function AdminTable<T extends object>({
  list,
  failedTitle,
  columns,
  rowKey = 'id',
  emptyText,
  page,
  pageSize,
  onPage,
  withTotal,
}: {
  list: AdminListQuery<T>;
  failedTitle: string;
  columns: TableProps<T>['columns'];
  rowKey?: string;
  emptyText: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  withTotal?: boolean;
}) {
  const data = list.data;
  const pagination = useAdminPaging(data?.total, page, pageSize, onPage, withTotal);
  if (!data && list.isError) return <LoadFailed title={failedTitle} onRetry={() => list.refetch()} />;
  return (
    <Table<T>
      className="admin-table"
      rowKey={rowKey}
      size="middle"
      columns={columns}
      dataSource={data?.listItem ?? []}
      loading={listLoading(list)}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      pagination={pagination}
    />
  );
}

/**
 * A console queue's panel: the state tabs, the count of the state, then the page of items (loading,
 * empty per tab, paged when there is more than one page) or, when the first load failed, a retry.
 * `children` stand above the tabs (the content page's kind switch).
 */
export function QueueTable<T extends { id: number }, S extends QueueChecked>({
  label,
  tabs,
  checked,
  page,
  pageSize,
  list,
  failedTitle,
  columns,
  go,
  children,
}: {
  /** The panel's accessible name. */
  label: string;
  tabs: QueueTabs<S>;
  checked: S;
  page: number;
  pageSize: number;
  list: AdminListQuery<T>;
  failedTitle: string;
  columns: TableProps<T>['columns'];
  go: QueueGo<S>;
  children?: ReactNode;
}) {
  const data = list.data;
  const tab = tabs.find((t) => t.key === checked) ?? tabs[0];
  return (
    <section className="admin-panel" aria-label={label}>
      {children}
      <Tabs
        activeKey={String(checked)}
        onChange={(k) => go({ checked: tabs.find((t) => String(t.key) === k)?.key })}
        items={tabs.map((t) => ({ key: String(t.key), label: <TabLabel label={t.label} count={t.count} /> }))}
      />
      {data && (
        <p className="admin-toolbar__count" role="status">
          {`${tab.label}共 ${data.total} 条`}
        </p>
      )}
      <AdminTable<T>
        list={list}
        failedTitle={failedTitle}
        columns={columns}
        emptyText={tab.empty}
        page={page}
        pageSize={pageSize}
        onPage={(p) => go({ page: p })}
      />
    </section>
  );
}
