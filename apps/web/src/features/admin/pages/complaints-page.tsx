import { complaintKindNames, complaintOutcomeNames } from '@hz/contract/complaints';
import { ComplaintState, complaintStateLabels } from '@hz/contract/common/states';
import { type TableProps, Tag } from 'antd';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatChinaTime, formatYuan } from '../../../lib/format.ts';
import {
  type AdminComplaintItem,
  COMPLAINT_PAGE_SIZE,
  useAdminComplaintList,
} from '../api/complaint-list.ts';
import { usePendingCounts } from '../api/pending-counts.ts';
import { ComplaintDrawer } from '../components/complaint-drawer.tsx';
import {
  actionColumn,
  QueueTable,
  type QueueTabs,
  timeColumn,
  useQueueParams,
  withCount,
} from '../components/queue-table.tsx';
import '../admin.css';

const tabs: QueueTabs<ComplaintState> = [
  { key: ComplaintState.open, label: '待裁决', empty: '暂无待裁决的投诉' },
  {
    key: ComplaintState.decided,
    label: complaintStateLabels[ComplaintState.decided],
    empty: '暂无已裁决的投诉',
  },
];

/**
 * `/admin/complaints` 投诉处理: complaints on design tasks and build projects by state in tabs (waiting
 * ones oldest first), paged, the state, page and open complaint in the query string; each waiting one says
 * whether it may be decided yet (decision 047); the drawer shows both statements, the deal's evidence
 * (conversation, deliveries, timeline) and decides: release, refund or split (decision 023).
 */
export default function ComplaintsPage() {
  const { checked, page, id, go } = useQueueParams(tabs);
  const list = useAdminComplaintList(checked, page);
  const waiting = usePendingCounts().data?.complaints;

  const columns: TableProps<AdminComplaintItem>['columns'] = [
    timeColumn<AdminComplaintItem>('投诉时间'),
    {
      title: '交易',
      key: 'title',
      render: (_, c) => (
        <div className="admin-reason">
          <Tag>{complaintKindNames[c.kind]}</Tag>
          {c.title}
          <div className="admin-muted">{c.orders}</div>
        </div>
      ),
    },
    {
      title: '投诉方',
      key: 'side',
      render: (_, c) => (
        <span className="admin-nowrap">
          <Tag color={c.side === 'client' ? 'blue' : 'purple'}>
            {c.side === 'client' ? '客户' : c.providerName}
          </Tag>
          {c.side === 'client' ? c.client.name : c.provider.name}
        </span>
      ),
    },
    {
      title: '托管金额',
      key: 'amount',
      align: 'right',
      render: (_, c) => <strong className="admin-nowrap">¥{formatYuan(c.amount)}</strong>,
    },
    checked === ComplaintState.open
      ? {
          title: '陈述期',
          key: 'window',
          render: (_: unknown, c: AdminComplaintItem) =>
            c.canDecide ? (
              <Tag color="green">{c.windowOpen ? '双方已结束陈述，可裁决' : '可裁决'}</Tag>
            ) : (
              <span className="admin-nowrap">
                <Tag color="orange">陈述中</Tag>
                <span className="admin-muted">{formatChinaTime(c.closes)} 后可裁决</span>
              </span>
            ),
        }
      : {
          title: '裁决',
          key: 'outcome',
          render: (_: unknown, c: AdminComplaintItem) => (
            <span className="admin-nowrap">
              {c.outcome ? complaintOutcomeNames[c.outcome] : ''}
              {c.outcome === 'split' ? ` ${c.percent}%` : ''}
            </span>
          ),
        },
    actionColumn<AdminComplaintItem>(
      (c) => (c.status === ComplaintState.open ? '处理' : '查看'),
      (c, verb) => `${verb}投诉：${c.title}`,
      (c) => go({ page, id: c.id }),
    ),
  ];

  return (
    <div className="admin-page">
      <PageHeader title="投诉处理">
        设计任务、搭建项目与悬赏比稿的投诉：双方在投诉后3天内补充陈述和材料，陈述期结束（或双方都结束陈述）后，查看双方沟通、交付记录与交易进程，裁决托管款项支付给设计师或工厂（比稿按名次裁决）、全额退款给客户或按比例分配
      </PageHeader>
      <QueueTable<AdminComplaintItem, ComplaintState>
        label="投诉"
        tabs={withCount(tabs, waiting)}
        checked={checked}
        page={page}
        pageSize={COMPLAINT_PAGE_SIZE}
        list={list}
        failedTitle="投诉列表加载失败"
        columns={columns}
        go={go}
      />
      <ComplaintDrawer id={id} onClose={() => go({ page })} />
    </div>
  );
}
