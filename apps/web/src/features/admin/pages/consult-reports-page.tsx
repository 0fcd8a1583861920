import { reportResultNames, type ReportState } from '@hz/contract/consult';
import { type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatChinaTime } from '../../../lib/format.ts';
import { CONSULT_REPORTS_PAGE_SIZE, type ConsultReport, useConsultReports } from '../api/consult-reports.ts';
import { ConsultReportModal, ReportMember } from '../components/consult-report-modal.tsx';
import { actionColumn, QueueTable, type QueueTabs, useQueueParams } from '../components/queue-table.tsx';
import '../admin.css';

const tabs: QueueTabs<ReportState> = [
  { key: 'open', label: '待处理', empty: '暂无待处理的举报' },
  { key: 'handled', label: '已处理', empty: '暂无已处理的举报' },
];

const time = (iso: string) => (
  <time dateTime={iso} className="admin-nowrap">
    {formatChinaTime(iso)}
  </time>
);

/**
 * `/admin/consultReports` (咨询举报): conversations a party reported (decision 051), by state in tabs (open
 * ones oldest first), with who reported whom and why; an open one is handled in its modal (warned or
 * dismissed, with a note the reporter reads), a handled one shows the result.
 */
export default function ConsultReportsPage() {
  const { checked, page, id, go } = useQueueParams(tabs);
  const list = useConsultReports(checked, page);
  const open = list.data?.listItem.find((r) => r.id === id);
  // the item stays while the modal closes, so its text does not change during the animation
  const [shown, setShown] = useState<ConsultReport | undefined>(undefined);
  if (open && open !== shown) setShown(open);

  const columns: TableProps<ConsultReport>['columns'] = [
    { title: '举报时间', key: 'at', render: (_, r) => time(r.at) },
    { title: '举报人', key: 'reporter', render: (_, r) => <ReportMember m={r.reporter} /> },
    { title: '被举报人', key: 'reported', render: (_, r) => <ReportMember m={r.reported} /> },
    {
      title: '理由',
      key: 'reason',
      render: (_, r) => <span className="consult-report__text">{r.reason}</span>,
    },
    ...(checked === 'handled'
      ? [
          {
            title: '处理结果',
            key: 'result',
            render: (_: unknown, r: ConsultReport) =>
              r.result ? (
                <Tag color={r.result === 'warned' ? 'red' : 'default'}>{reportResultNames[r.result]}</Tag>
              ) : null,
          },
          {
            title: '处理人',
            key: 'handler',
            render: (_: unknown, r: ConsultReport) => (
              <span className="admin-nowrap">
                {r.handler}
                <br />
                <span className="admin-muted">{formatChinaTime(r.handledAt)}</span>
              </span>
            ),
          },
        ]
      : []),
    actionColumn<ConsultReport>(
      (r) => (r.result === '' ? '处理' : '查看'),
      (r, verb) => `${verb}${r.reporter.name}对${r.reported.name}的举报`,
      (r) => go({ page, id: r.id }),
    ),
  ];

  return (
    <div className="admin-page">
      <PageHeader title="咨询举报">
        会员举报的咨询对话；查看对话原文后处理：核实违规则警告被举报人，否则驳回，举报人都会收到处理结果
      </PageHeader>
      <QueueTable<ConsultReport, ReportState>
        label="咨询举报"
        tabs={tabs}
        checked={checked}
        page={page}
        pageSize={CONSULT_REPORTS_PAGE_SIZE}
        list={list}
        failedTitle="举报列表加载失败"
        columns={columns}
        go={go}
      />
      <ConsultReportModal item={shown} open={open !== undefined} onClose={() => go({ page })} />
    </div>
  );
}
