import { ReviewState } from '@hz/contract/common/states';
import { contentKindNames } from '@hz/contract/content';
import { Segmented, type TableProps } from 'antd';
import { PageHeader } from '../../../components/page-header.tsx';
import { CONTENT_PAGE_SIZE, type ContentItem, useContentList } from '../api/content-list.ts';
import { usePendingCounts } from '../api/pending-counts.ts';
import { ContentReviewDrawer } from '../components/content-review-drawer.tsx';
import { type ReviewedKindName, reviewedKindNames } from '../components/review-kinds/registry.ts';
import {
  openColumn,
  QueueTable,
  reviewTabs,
  reasonColumn,
  timeColumn,
  TabLabel,
  useQueueParams,
  withCount,
} from '../components/queue-table.tsx';
import '../admin.css';

const tabs = reviewTabs('内容');

/**
 * `/admin/content` 内容审核: exhibitions and conferences by kind and state, paged, all in the query
 * string; a drawer shows one listing with approve and reject.
 */
export default function ContentPage() {
  const queue = useQueueParams(tabs);
  const { checked, page, id } = queue;
  const k = queue.params.get('kind');
  const kind = reviewedKindNames.find((c) => c === k) ?? 'huizhan';
  const list = useContentList(kind, checked, page);
  const waiting = usePendingCounts().data?.content;
  // the version of the row the operator opened: a decision on an item edited since is refused
  const row = list.data?.listItem.find((r) => r.id === id);
  const version = row?.version;

  // the kind leads the query string, left out for the first one
  const go = (next: { kind?: ReviewedKindName; checked?: ReviewState; page?: number; id?: number }) => {
    const nextKind = next.kind ?? kind;
    queue.go(next, nextKind === 'huizhan' ? {} : { kind: nextKind });
  };

  const columns: TableProps<ContentItem>['columns'] = [
    {
      title: '封面',
      key: 'cover',
      render: (_, r) =>
        r.cover ? (
          <img className="content-table__cover" src={r.cover} alt="" />
        ) : (
          <span className="content-table__cover" />
        ),
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
    timeColumn<ContentItem>('提交时间'),
    ...(checked === ReviewState.rejected ? [reasonColumn<ContentItem>()] : []),
    openColumn<ContentItem>(
      (r, verb) => `${verb} ${r.title}`,
      (r) => go({ page, id: r.id }),
    ),
  ];

  return (
    <div className="admin-page">
      <PageHeader title="内容审核">
        审核会员发布的展会、会议、会议场地、展台照片，以及设计师与工厂的资料、作品、案例和服务；通过后公开展示，驳回需填写原因并通知发布者
      </PageHeader>
      <QueueTable<ContentItem, ReviewState>
        label="待审核内容"
        tabs={withCount(tabs, waiting?.[kind])}
        checked={checked}
        page={page}
        pageSize={CONTENT_PAGE_SIZE}
        list={list}
        failedTitle="内容列表加载失败"
        columns={columns}
        go={go}
      >
        {/* every kind: on a phone the switch scrolls sideways inside the panel */}
        <div className="content-kinds">
          <Segmented
            value={kind}
            onChange={(k) => go({ kind: k as ReviewedKindName, checked: ReviewState.pending })}
            options={reviewedKindNames.map((k) => ({
              value: k,
              label: <TabLabel label={contentKindNames[k]} count={waiting?.[k]} />,
            }))}
          />
        </div>
      </QueueTable>
      <ContentReviewDrawer
        kind={kind}
        id={id}
        version={version}
        cardno={row?.cardno}
        onClose={() => go({ page })}
      />
    </div>
  );
}
