import { type ContentKind, contentKindNames, contentKinds } from '@hz/contract/content';
import { Button, Result, Segmented, Table, type TableProps, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import {
  CONTENT_PAGE_SIZE,
  type ContentChecked,
  type ContentItem,
  useContentList,
} from '../api/content-list.ts';
import { ContentReviewDrawer } from '../components/content-review-drawer.tsx';
import { PhotoReviewDrawer } from '../components/photo-review-drawer.tsx';
import { SpaceReviewDrawer } from '../components/space-review-drawer.tsx';

const tabs: readonly { key: ContentChecked; label: string; empty: string }[] = [
  { key: 0, label: '待审核', empty: '暂无待审核的内容' },
  { key: 1, label: '已通过', empty: '暂无已通过的内容' },
  { key: 2, label: '已驳回', empty: '暂无已驳回的内容' },
];

/** The kinds this console reviews, in tab order (each with its drawer below). */
const reviewedKinds: readonly ContentKind[] = ['huizhan', 'huiyi', 'hycd', 'photo'];

function readParams(params: URLSearchParams) {
  const c = Number(params.get('checked'));
  const checked: ContentChecked = c === 1 || c === 2 ? c : 0;
  const k = params.get('kind');
  const kind = contentKinds.find((c) => c === k) ?? 'huizhan';
  const p = Number(params.get('page'));
  const id = Number(params.get('id'));
  return {
    kind,
    checked,
    page: Number.isInteger(p) && p > 1 ? p : 1,
    id: Number.isInteger(id) && id > 0 ? id : undefined,
  };
}

/**
 * `/admin/content` 内容审核: exhibitions and conferences by kind and state, paged, all in the query
 * string; a drawer shows one listing with approve and reject.
 */
export default function ContentPage() {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { kind, checked, page, id } = readParams(params);
  const list = useContentList(kind, checked, page);
  const data = list.data;
  const tab = tabs.find((t) => t.key === checked) ?? tabs[0];

  const go = (next: { kind?: ContentKind; checked?: ContentChecked; page?: number; id?: number }) => {
    const q = new URLSearchParams();
    const k = next.kind ?? kind;
    if (k !== 'huizhan') q.set('kind', k);
    const c = next.checked ?? checked;
    if (c) q.set('checked', String(c));
    const p = next.page ?? 1;
    if (p > 1) q.set('page', String(p));
    if (next.id) q.set('id', String(next.id));
    setParams(q);
  };

  const columns: TableProps<ContentItem>['columns'] = [
    {
      title: '封面',
      key: 'cover',
      render: (_, r) => <img className="content-table__cover" src={r.cover} alt="" />,
    },
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '分类', dataIndex: 'sub', key: 'sub' },
    { title: '城市', dataIndex: 'city', key: 'city' },
    {
      title: '日期',
      key: 'sdate',
      render: (_, r) => <span className="admin-nowrap">{r.sdate ? `${r.sdate} 至 ${r.edate}` : '—'}</span>,
    },
    { title: '发布者', dataIndex: 'cardno', key: 'cardno' },
    {
      title: '提交时间',
      key: 'dates',
      render: (_, r) => (
        <span className="admin-nowrap">
          {r.dates} {r.times}
        </span>
      ),
    },
    ...(checked === 2
      ? [
          {
            title: '驳回原因',
            key: 'reason',
            render: (_: unknown, r: ContentItem) => <div className="admin-reason">{r.reason}</div>,
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          className="admin-link-btn"
          aria-label={`${r.checked === 0 ? '审核' : '查看'} ${r.title}`}
          onClick={() => go({ page, id: r.id })}
        >
          {r.checked === 0 ? '审核' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <PageHeader title="内容审核">
        审核会员发布的展会、会议、会议场地与展台照片；通过后公开展示，驳回需填写原因并通知发布者
      </PageHeader>
      <section className="admin-panel" aria-label="待审核内容">
        <Segmented
          value={kind}
          onChange={(k) => go({ kind: k as ContentKind, checked: 0 })}
          options={reviewedKinds.map((k) => ({ value: k, label: contentKindNames[k] }))}
        />
        <Tabs
          activeKey={String(checked)}
          onChange={(k) => go({ checked: Number(k) as ContentChecked })}
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
            title="内容列表加载失败"
            subTitle="请检查网络后重试。"
            extra={
              <Button type="primary" onClick={() => list.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <Table<ContentItem>
            className="admin-table"
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data?.listItem ?? []}
            loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: tab?.empty }}
            pagination={
              data && data.total > CONTENT_PAGE_SIZE
                ? {
                    current: page,
                    pageSize: CONTENT_PAGE_SIZE,
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
      {kind === 'huizhan' || kind === 'huiyi' ? (
        <ContentReviewDrawer kind={kind} id={id} onClose={() => go({ page })} />
      ) : kind === 'hycd' ? (
        <SpaceReviewDrawer id={id} onClose={() => go({ page })} />
      ) : kind === 'photo' ? (
        <PhotoReviewDrawer id={id} onClose={() => go({ page })} />
      ) : null}
    </div>
  );
}
