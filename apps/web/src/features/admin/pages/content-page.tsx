import { type ContentKind, contentKindNames, contentKinds } from '@hz/contract/content';
import { Segmented, type TableProps } from 'antd';
import { PageHeader } from '../../../components/page-header.tsx';
import { CONTENT_PAGE_SIZE, type ContentItem, useContentList } from '../api/content-list.ts';
import { ContentReviewDrawer } from '../components/content-review-drawer.tsx';
import { PhotoReviewDrawer } from '../components/photo-review-drawer.tsx';
import {
  openColumn,
  type QueueChecked,
  type QueueTab,
  QueueTable,
  reasonColumn,
  timeColumn,
  useQueueParams,
} from '../components/queue-table.tsx';
import { SpaceReviewDrawer } from '../components/space-review-drawer.tsx';

const tabs: readonly QueueTab[] = [
  { key: 0, label: '待审核', empty: '暂无待审核的内容' },
  { key: 1, label: '已通过', empty: '暂无已通过的内容' },
  { key: 2, label: '已驳回', empty: '暂无已驳回的内容' },
];

/** The kinds this console reviews, in tab order (each with its drawer below). */
const reviewedKinds: readonly ContentKind[] = ['huizhan', 'huiyi', 'hycd', 'photo'];

/**
 * `/admin/content` 内容审核: exhibitions and conferences by kind and state, paged, all in the query
 * string; a drawer shows one listing with approve and reject.
 */
export default function ContentPage() {
  const queue = useQueueParams();
  const { checked, page, id } = queue;
  const k = queue.params.get('kind');
  const kind = contentKinds.find((c) => c === k) ?? 'huizhan';
  const list = useContentList(kind, checked, page);
  // the version of the row the operator opened: a decision on an item edited since is refused
  const version = list.data?.listItem.find((r) => r.id === id)?.version;

  // the kind leads the query string, left out for the first one
  const go = (next: { kind?: ContentKind; checked?: QueueChecked; page?: number; id?: number }) => {
    const nextKind = next.kind ?? kind;
    queue.go(next, nextKind === 'huizhan' ? {} : { kind: nextKind });
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
    timeColumn<ContentItem>('提交时间'),
    ...(checked === 2 ? [reasonColumn<ContentItem>()] : []),
    openColumn<ContentItem>(
      (r, verb) => `${verb} ${r.title}`,
      (r) => go({ page, id: r.id }),
    ),
  ];

  return (
    <div className="admin-page">
      <PageHeader title="内容审核">
        审核会员发布的展会、会议、会议场地与展台照片；通过后公开展示，驳回需填写原因并通知发布者
      </PageHeader>
      <QueueTable<ContentItem>
        label="待审核内容"
        tabs={tabs}
        checked={checked}
        page={page}
        pageSize={CONTENT_PAGE_SIZE}
        list={list}
        failedTitle="内容列表加载失败"
        columns={columns}
        go={go}
      >
        <Segmented
          value={kind}
          onChange={(k) => go({ kind: k as ContentKind, checked: 0 })}
          options={reviewedKinds.map((k) => ({ value: k, label: contentKindNames[k] }))}
        />
      </QueueTable>
      {kind === 'huizhan' || kind === 'huiyi' ? (
        <ContentReviewDrawer kind={kind} id={id} version={version} onClose={() => go({ page })} />
      ) : kind === 'hycd' ? (
        <SpaceReviewDrawer id={id} version={version} onClose={() => go({ page })} />
      ) : kind === 'photo' ? (
        <PhotoReviewDrawer id={id} version={version} onClose={() => go({ page })} />
      ) : null}
    </div>
  );
}
