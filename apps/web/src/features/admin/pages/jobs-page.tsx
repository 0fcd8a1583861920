import { JobState, jobStateLabels, jobStateValues } from '@hz/contract/common/states';
import { App, Button, Popconfirm, type TableProps, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { formatChinaTime } from '../../../lib/format.ts';
import { JOB_PAGE_SIZE, type JobItem, useJobList } from '../api/job-list.ts';
import { AdminTable } from '../components/queue-table.tsx';
import { useJobRetry } from '../api/job-retry.ts';
import './jobs-page.css';

/** The tabs, failed jobs first: they are what an operator comes here for. */
const tabOrder: readonly JobState[] = [JobState.dead, JobState.queued, JobState.running, JobState.done];

const empty: Readonly<Record<JobState, string>> = {
  [JobState.dead]: '没有失败的任务',
  [JobState.queued]: '没有待执行的任务',
  [JobState.running]: '没有执行中的任务',
  [JobState.done]: '暂无已完成的任务',
};

/** The time each tab shows: when a job is due, when it was taken, finished, or given up. */
const timeColumn: Readonly<Record<JobState, { title: string; of: (j: JobItem) => string }>> = {
  [JobState.dead]: { title: '失败时间', of: (j) => j.finished || j.updated },
  [JobState.queued]: { title: '计划执行', of: (j) => j.runAt },
  [JobState.running]: { title: '开始执行', of: (j) => j.updated },
  [JobState.done]: { title: '完成时间', of: (j) => j.finished || j.updated },
};

function readParams(params: URLSearchParams): { state: JobState; page: number } {
  const s = params.get('state');
  const state = (jobStateValues as readonly string[]).includes(s ?? '') ? (s as JobState) : JobState.dead;
  const p = Number(params.get('page'));
  return { state, page: Number.isInteger(p) && p > 1 ? p : 1 };
}

const jobName = (j: JobItem) => j.title || j.name;

/**
 * `/admin/jobs`: the background job queue by state, failed jobs first; the state and page in the query
 * string. A failed job (it used all its attempts) shows its last error and can be put back in the queue.
 */
export default function JobsPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const { state, page } = readParams(params);
  const list = useJobList(state, page);
  const retry = useJobRetry();
  const data = list.data;

  const go = (next: { state?: JobState; page?: number }) => {
    const q = new URLSearchParams();
    const s = next.state ?? state;
    if (s !== JobState.dead) q.set('state', s);
    const p = next.page ?? 1;
    if (p > 1) q.set('page', String(p));
    setParams(q);
  };

  const onRetry = (j: JobItem) =>
    retry.mutateAsync({ id: j.id }).then(
      () => {
        message.success('任务已重新排队，将立即执行');
      },
      (err: unknown) => {
        if (isBizError(err) && (err.errCode === 'state_conflict' || err.errCode === 'not_found'))
          message.warning('该任务已不是失败状态，列表已刷新');
        else reportError(err);
      },
    );

  const time = timeColumn[state];
  const columns: TableProps<JobItem>['columns'] = [
    {
      title: '任务',
      key: 'name',
      render: (_, j) => (
        <div className="jobs-name">
          <strong>{jobName(j)}</strong>
          <span className="admin-muted jobs-name__code">
            #{j.id}
            {j.title ? ` · ${j.name}` : ''}
          </span>
        </div>
      ),
    },
    {
      title: '参数',
      key: 'payload',
      render: (_, j) =>
        j.payload === '{}' ? (
          <span className="admin-muted">—</span>
        ) : (
          <code className="jobs-payload" title={j.payload}>
            {j.payload}
          </code>
        ),
    },
    {
      title: '尝试次数',
      key: 'attempts',
      align: 'center',
      render: (_, j) => (
        <span className="admin-nowrap">
          {j.attempts}/{j.maxAttempts}
        </span>
      ),
    },
    {
      title: time.title,
      key: 'time',
      render: (_, j) => (
        <time dateTime={time.of(j)} className="admin-nowrap">
          {formatChinaTime(time.of(j))}
        </time>
      ),
    },
    ...(state === JobState.done
      ? []
      : [
          {
            title: state === JobState.dead ? '失败原因' : '上次错误',
            key: 'lastError',
            render: (_: unknown, j: JobItem) =>
              j.lastError ? (
                <div className="jobs-error">{j.lastError}</div>
              ) : (
                <span className="admin-muted">—</span>
              ),
          },
        ]),
    ...(state === JobState.dead
      ? [
          {
            title: '操作',
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, j: JobItem) => (
              <Popconfirm
                title={`重试「${jobName(j)}」？`}
                description="任务将重新排队并立即执行，重试次数重新计算"
                okText="确认重试"
                cancelText="取消"
                onConfirm={() => onRetry(j)}
              >
                <Button
                  type="link"
                  size="small"
                  className="admin-link-btn"
                  aria-label={`重试任务 ${jobName(j)}（编号 ${j.id}）`}
                >
                  重试
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="admin-page">
      <PageHeader title="后台任务">
        定时核对、到期处理等后台任务的执行情况；失败的任务已用完重试次数，排除原因后可重新执行
      </PageHeader>
      <section className="admin-panel" aria-label="后台任务">
        <Tabs
          activeKey={state}
          onChange={(k) => go({ state: k as JobState })}
          items={tabOrder.map((s) => ({
            key: s,
            label: (
              <span>
                {jobStateLabels[s]}
                {data && (
                  <span
                    className={
                      s === JobState.dead && data.counts[s] > 0
                        ? 'jobs-tab__count jobs-tab__count--alert'
                        : 'jobs-tab__count'
                    }
                  >
                    {data.counts[s]}
                  </span>
                )}
              </span>
            ),
          }))}
        />
        {data && (
          <p className="admin-toolbar__count" role="status">
            {`${jobStateLabels[state]}共 ${data.total} 条`}
          </p>
        )}
        <AdminTable<JobItem>
          list={list}
          failedTitle="后台任务加载失败"
          columns={columns}
          emptyText={empty[state]}
          page={page}
          pageSize={JOB_PAGE_SIZE}
          onPage={(p) => go({ page: p })}
        />
      </section>
    </div>
  );
}
