import { FeedbackState, feedbackStateLabels } from '@hz/contract/common/states';
import { feedbackKindNames } from '@hz/contract/contact';
import { type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { FEEDBACK_PAGE_SIZE, type FeedbackItem, useFeedbackList } from '../api/feedback-list.ts';
import { usePendingCounts } from '../api/pending-counts.ts';
import { FeedbackModal, FeedbackSender } from '../components/feedback-modal.tsx';
import {
  actionColumn,
  QueueTable,
  type QueueTabs,
  timeColumn,
  useQueueParams,
  withCount,
} from '../components/queue-table.tsx';
import '../admin.css';

const tabs: QueueTabs<FeedbackState> = [
  {
    key: FeedbackState.pending,
    label: feedbackStateLabels[FeedbackState.pending],
    empty: '暂无待处理的反馈',
  },
  {
    key: FeedbackState.handled,
    label: feedbackStateLabels[FeedbackState.handled],
    empty: '暂无已处理的反馈',
  },
];

const kindColors: Readonly<Record<FeedbackItem['kind'], string>> = {
  consult: 'blue',
  suggest: 'green',
  complain: 'orange',
  report: 'red',
  other: 'default',
};

/**
 * `/admin/feedback` 意见反馈: what visitors and members sent from 联系我们, by state in tabs (pending
 * oldest first), paged, the state, page and open item in the query string; a pending one is marked
 * handled with a note.
 */
export default function FeedbackPage() {
  const { checked, page, id, go } = useQueueParams(tabs);
  const list = useFeedbackList(checked, page);
  const waiting = usePendingCounts().data?.feedback;
  const open = list.data?.listItem.find((f) => f.id === id);
  // the item stays while the modal closes, so its text does not change during the animation
  const [shown, setShown] = useState<FeedbackItem | undefined>(undefined);
  if (open && open !== shown) setShown(open);

  const columns: TableProps<FeedbackItem>['columns'] = [
    timeColumn<FeedbackItem>('提交时间'),
    {
      title: '类型',
      key: 'kind',
      render: (_, f) => <Tag color={kindColors[f.kind]}>{feedbackKindNames[f.kind]}</Tag>,
    },
    {
      title: '内容',
      key: 'content',
      render: (_, f) => <div className="admin-reason admin-feedback__excerpt">{f.content}</div>,
    },
    { title: '提交人', key: 'sender', render: (_, f) => <FeedbackSender f={f} /> },
    { title: '联系方式', dataIndex: 'contact', key: 'contact' },
    ...(checked === FeedbackState.handled
      ? [
          {
            title: '处理说明',
            key: 'note',
            render: (_: unknown, f: FeedbackItem) => <div className="admin-reason">{f.note}</div>,
          },
          {
            title: '处理人',
            key: 'handler',
            render: (_: unknown, f: FeedbackItem) => (
              <span className="admin-nowrap">
                {f.handlerName}
                <br />
                <span className="admin-muted">{f.handled}</span>
              </span>
            ),
          },
        ]
      : []),
    actionColumn<FeedbackItem>(
      (f) => (f.state === FeedbackState.pending ? '处理' : '查看'),
      (f, verb) => `${verb}${feedbackKindNames[f.kind]}反馈：${f.content.slice(0, 20)}`,
      (f) => go({ page, id: f.id }),
    ),
  ];

  return (
    <div className="admin-page">
      <PageHeader title="意见反馈">
        访客和会员在“联系我们”提交的咨询、建议、投诉与举报；回复后标记为已处理并填写处理说明
      </PageHeader>
      <QueueTable<FeedbackItem, FeedbackState>
        label="意见反馈"
        tabs={withCount(tabs, waiting)}
        checked={checked}
        page={page}
        pageSize={FEEDBACK_PAGE_SIZE}
        list={list}
        failedTitle="反馈列表加载失败"
        columns={columns}
        go={go}
      />
      <FeedbackModal item={shown} open={open !== undefined} onClose={() => go({ page })} />
    </div>
  );
}
