import {
  ProjectState,
  projectStateLabels,
  projectStateValues,
  quoteStateLabels,
  quoteStateValues,
  VerifyState,
} from '@hz/contract/common/states';
import { App, Button, Card, Empty, Input, Segmented, Skeleton, Tabs, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DealStateTag } from '../../../components/deal-state-tag.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UpcomingTag } from '../../../components/upcoming-tag.tsx';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { type MyProjects, useMyProjects } from '../api/project-list.ts';
import { useCloseProject } from '../api/project-close.ts';
import { type MyQuotes, useMyQuotes } from '../api/factory-project-list.ts';
import { useDrafts } from '../api/project-draft-list.ts';
import { draftTitle, resumeHref } from '../components/draft-list.tsx';
import {
  boothFacts,
  projectStateColor,
  projectStateLabel,
  quoteStateLabel,
  yuan,
} from '../components/project-format.ts';
import { stepPath } from '../components/wizard-model.ts';
import '../projects.css';

const PAGE_SIZE = 10;
type Tab = 'pub' | 'draft' | 'quote';

type ProjectRow = MyProjects['listItem'][number];
type QuoteRow = MyQuotes['listItem'][number];

/** The 下一步 the server wrote for the member listing the project (decision 043). */
function Next({ next }: { next: string }) {
  if (!next) return null;
  return <p className="project-row__next">下一步：{next}</p>;
}

function Head({ p, tags }: { p: ProjectRow; tags: ReactNode }) {
  return (
    <>
      <Link to={href(paths.workDetail.path, { id: p.id })} className="project-row__title">
        {p.title}
      </Link>
      <UpcomingTag to={paths.workDetail.path} />
      <div className="project-row__tags">{tags}</div>
      <p className="card-hint">
        {p.showname || '—'}
        {p.booth ? ` · 展位 ${p.booth}` : ''} · {p.city} · 展期 {p.sdate} 至 {p.edate}
      </p>
      <p className="card-hint">{boothFacts(p)}</p>
    </>
  );
}

function ClientRows({ rows }: { rows: ProjectRow[] }) {
  const { modal, message } = App.useApp();
  const close = useCloseProject();
  const askClose = (p: ProjectRow) => {
    let reason = '';
    modal.confirm({
      title: '确认关闭这个项目？',
      content: (
        <div className="project-confirm">
          <p>
            「{p.title}」关闭后不再接受报价{p.quoted > 0 ? `，已报价的${p.quoted}家工厂会收到通知` : ''}
            ；关闭后不能重新打开。
          </p>
          <Input.TextArea
            aria-label="关闭原因"
            rows={2}
            maxLength={200}
            placeholder="关闭原因（选填，会告知已报价的工厂）"
            onChange={(e) => {
              reason = e.target.value;
            }}
          />
        </div>
      ),
      okText: '关闭项目',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () =>
        close.mutateAsync({ id: p.id, reason: reason.trim() }).then(
          () => {
            message.success('项目已关闭');
          },
          (err: unknown) => {
            if (isBizError(err)) message.error(err.errMsg);
            else reportError(err);
          },
        ),
    });
  };
  return (
    <ul className="project-rows">
      {rows.map((p) => {
        const open = p.status === ProjectState.open;
        return (
          <li key={p.id} className="project-row" data-testid="project-row">
            <div className="project-row__main">
              <Head
                p={p}
                tags={
                  <>
                    <DealStateTag
                      status={p.status}
                      checked={p.checked}
                      color={projectStateColor(p.status)}
                      label={projectStateLabel(p.status)}
                    />
                    {open && p.quoted > 0 && <Tag>{p.quoted}份报价</Tag>}
                  </>
                }
              />
              <Next next={p.next} />
            </div>
            <div className="project-row__side">
              <span className="project-money">预算 {yuan(p.coins)}</span>
              {open && (
                <div className="project-row__actions">
                  <Link to={href(stepPath('edit', 1), { id: p.id })}>修改</Link>
                  <Button size="small" danger onClick={() => askClose(p)}>
                    关闭
                  </Button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function QuoteRows({ rows }: { rows: QuoteRow[] }) {
  return (
    <ul className="project-rows">
      {rows.map((p) => (
        <li key={p.quote} className="project-row" data-testid="quote-row">
          <div className="project-row__main">
            <Head
              p={p}
              tags={
                <>
                  <Tag color={projectStateColor(p.status)}>{projectStateLabel(p.status)}</Tag>
                  <Tag
                    color={p.quoteStatus === 'won' ? 'green' : p.quoteStatus === 'lost' ? 'default' : 'blue'}
                  >
                    {quoteStateLabel(p.quoteStatus)}
                  </Tag>
                  {p.quoteRev > 1 && <Tag>第{p.quoteRev}版报价</Tag>}
                </>
              }
            />
            <Next next={p.next} />
          </div>
          <span className="project-money">报价 {yuan(p.quoteTotal)}</span>
        </li>
      ))}
    </ul>
  );
}

function Paged<T>({
  q,
  page,
  onPage,
  empty,
  rows,
}: {
  q: { data?: { listItem: T[]; total: number }; isError: boolean; refetch: () => unknown };
  page: number;
  onPage: (p: number) => void;
  empty: ReactNode;
  rows: (items: T[]) => ReactNode;
}) {
  if (!q.data && q.isError) return <LoadFailed title="项目加载失败" onRetry={() => q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (q.data.listItem.length === 0) return empty;
  return (
    <>
      {rows(q.data.listItem)}
      <ListPager page={page} pageSize={PAGE_SIZE} total={q.data.total} onChange={onPage} />
    </>
  );
}

function Drafts() {
  const drafts = useDrafts();
  if (!drafts.data && drafts.isError)
    return <LoadFailed title="草稿加载失败" onRetry={() => drafts.refetch()} />;
  if (!drafts.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (drafts.data.listItem.length === 0)
    return (
      <Empty description="没有未完成的草稿">
        <Link to={paths.workshopNeed.root.path}>发布搭建项目</Link>
      </Empty>
    );
  return (
    <ul className="project-drafts__list" data-testid="draft-rows">
      {drafts.data.listItem.map((d) => (
        <li key={d.id}>
          <span className="project-drafts__title">{draftTitle(d)}</span>
          <span className="card-hint">
            已填到第{d.step}步 · 保存于 {d.dates} {d.times}
          </span>
          <Link to={resumeHref(d)} aria-label={`继续填写：${draftTitle(d)}`}>
            继续填写
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/personCenter/workShopList`: the client's build projects by state (each with what happens next and by
 * when, 修改 and 关闭 while open), the wizard drafts to continue, and a factory's quotations.
 */
export default function WorkShopListPage() {
  const [params, setParams] = useSearchParams();
  const user = useUserInfo();
  const factory = user.data?.usertype === 3 || user.data?.businsauth === VerifyState.approved;
  const rawTab = params.get('tab');
  const tab: Tab = rawTab === 'draft' ? 'draft' : rawTab === 'quote' ? 'quote' : 'pub';
  const rawStatus = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (next: Record<string, string | undefined>) => {
    const merged = { tab, status: rawStatus, page: String(page), ...next };
    const q = new URLSearchParams();
    if (merged.tab !== 'pub') q.set('tab', merged.tab);
    if (merged.status) q.set('status', merged.status);
    if (merged.page && merged.page !== '1') q.set('page', merged.page);
    setParams(q);
  };
  const pStatus = (projectStateValues as readonly string[]).includes(rawStatus)
    ? (rawStatus as ProjectState)
    : undefined;
  const qStatus = (quoteStateValues as readonly string[]).includes(rawStatus)
    ? (rawStatus as (typeof quoteStateValues)[number])
    : undefined;
  const mine = useMyProjects(
    tab === 'pub' ? { ...(pStatus ? { status: pStatus } : {}), page, pageSize: PAGE_SIZE } : undefined,
  );
  const quotes = useMyQuotes(
    tab === 'quote' ? { ...(qStatus ? { status: qStatus } : {}), page, pageSize: PAGE_SIZE } : undefined,
  );

  const items = [
    { key: 'pub', label: '我发布的' },
    { key: 'draft', label: '草稿' },
    ...(factory || tab === 'quote' ? [{ key: 'quote', label: '我的报价' }] : []),
  ];

  return (
    <div className="pc-page">
      <PageHeader
        title="我的项目"
        extra={
          <LinkButton type="primary" to={paths.workshopNeed.root.path}>
            发布搭建项目
          </LinkButton>
        }
      >
        跟进搭建项目的审核、报价、选定工厂与施工；每个项目都写明下一步与截止日期
      </PageHeader>
      <Card className="pc-card">
        <Tabs activeKey={tab} onChange={(k) => set({ tab: k, status: undefined, page: '1' })} items={items} />
        {tab === 'pub' && (
          <>
            <div className="project-status-scroll">
              <Segmented
                className="project-status-filter"
                value={pStatus ?? ''}
                onChange={(v) => set({ status: v ? String(v) : undefined, page: '1' })}
                options={[
                  { value: '', label: '全部' },
                  ...projectStateValues.map((s) => ({ value: s, label: projectStateLabels[s] })),
                ]}
              />
            </div>
            <Paged
              q={mine}
              page={page}
              onPage={(p) => set({ page: String(p) })}
              rows={(r) => <ClientRows rows={r} />}
              empty={
                <Empty description={pStatus ? '没有这个状态的项目' : '您还没有发布搭建项目'}>
                  <Link to={paths.workshopNeed.root.path}>发布搭建项目</Link>
                  {' · '}
                  <Link to={paths.workshopNeedSimple.root.path}>标准展位快速发布</Link>
                </Empty>
              }
            />
          </>
        )}
        {tab === 'draft' && <Drafts />}
        {tab === 'quote' && (
          <>
            <div className="project-status-scroll">
              <Segmented
                className="project-status-filter"
                value={qStatus ?? ''}
                onChange={(v) => set({ status: v ? String(v) : undefined, page: '1' })}
                options={[
                  { value: '', label: '全部' },
                  ...quoteStateValues.map((s) => ({ value: s, label: quoteStateLabels[s] })),
                ]}
              />
            </div>
            <Paged
              q={quotes}
              page={page}
              onPage={(p) => set({ page: String(p) })}
              rows={(r) => <QuoteRows rows={r} />}
              empty={<Empty description={qStatus ? '没有这个状态的报价' : '您还没有报价过搭建项目'} />}
            />
          </>
        )}
      </Card>
    </div>
  );
}
