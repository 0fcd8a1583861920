import { Table, type TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { formatChinaTime } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { CONSULT_REPORTS_PAGE_SIZE, type ConsultReport, useConsultReports } from '../api/consult-reports.ts';
import '../admin.css';

/** The reported thread's latest messages, as written (operators read them unmasked). */
function ReportMessages({ r }: { r: ConsultReport }) {
  if (r.messages.length === 0) return <p className="admin-muted">没有消息</p>;
  return (
    <ol className="consult-report__messages">
      {r.messages.map((m) => (
        <li key={m.id}>
          <strong>{m.from}</strong>
          <span className="admin-muted"> · {formatChinaTime(m.at)}</span>
          <p className="consult-report__text">
            {m.conts}
            {m.files > 0 && <span className="admin-muted">（附件{m.files}个）</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * `/admin/consultReports` (咨询举报): conversations a party reported (decision 051), latest first, with
 * who reported whom, why, where the conversation started, and its messages as written.
 */
export default function ConsultReportsPage() {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const p = Number(params.get('page'));
  const page = Number.isInteger(p) && p > 1 ? p : 1;
  const list = useConsultReports(page);
  const data = list.data;

  const member = (m: { cardno: string; name: string }) => (
    <div>
      <Link to={href(paths.adminMemberInfo.path, { cardno: m.cardno })}>{m.name}</Link>
      <div className="admin-muted admin-nowrap">{m.cardno}</div>
    </div>
  );
  const columns: TableProps<ConsultReport>['columns'] = [
    { title: '举报人', key: 'reporter', render: (_, r) => member(r.reporter) },
    { title: '被举报人', key: 'reported', render: (_, r) => member(r.reported) },
    {
      title: '理由',
      key: 'reason',
      render: (_, r) => <span className="consult-report__text">{r.reason}</span>,
    },
    {
      title: '咨询来源',
      key: 'context',
      render: (_, r) =>
        r.context ? (
          <Link to={r.context.link} target="_blank" rel="noreferrer">
            {r.context.title}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      title: '时间',
      key: 'at',
      render: (_, r) => (
        <time dateTime={r.at} className="admin-nowrap">
          {formatChinaTime(r.at)}
        </time>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <PageHeader title="咨询举报">会员举报的咨询对话；展开可查看对话原文（最近20条）</PageHeader>
      <section className="admin-panel" aria-label="咨询举报">
        {data && (
          <p className="admin-toolbar__count" role="status">
            共 {data.total} 条举报
          </p>
        )}
        {!data && list.isError ? (
          <LoadFailed title="加载失败" onRetry={() => list.refetch()} />
        ) : (
          <Table<ConsultReport>
            className="admin-table"
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data?.listItem ?? []}
            loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: '暂无举报' }}
            expandable={{ expandedRowRender: (r) => <ReportMessages r={r} /> }}
            pagination={
              data && data.total > CONSULT_REPORTS_PAGE_SIZE
                ? {
                    current: page,
                    pageSize: CONSULT_REPORTS_PAGE_SIZE,
                    total: data.total,
                    showSizeChanger: false,
                    simple: isMobile,
                    onChange: (n) => setParams(n > 1 ? { page: String(n) } : {}),
                  }
                : false
            }
          />
        )}
      </section>
    </div>
  );
}
