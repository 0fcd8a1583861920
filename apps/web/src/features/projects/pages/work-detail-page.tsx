import { ReviewState } from '@hz/contract/common/states';
import { quoteCategories, quoteCategoryNames } from '@hz/contract/values/projects';
import { Alert, Button, Card, Descriptions } from 'antd';
import { Suspense, useState } from 'react';
import { DetailBack } from '../../../components/content-detail.tsx';
import { DealOrbits } from '../../../components/deal-orbits.tsx';
import { DealStateTag } from '../../../components/deal-state-tag.tsx';
import { FileLinks } from '../../../components/file-links.tsx';
import { LaterPart } from '../../../components/later-part.tsx';
import { href, paths } from '../../../config/paths.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { ProjectById } from '../components/project-by-id.tsx';
import { MyQuote } from '../components/my-quote.tsx';
import {
  boothFacts,
  placeFacts,
  projectStateColor,
  projectStateLabel,
  yuan,
} from '../components/project-format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import '../projects.css';

/*
 * What only the project's parties see — the comparison of the quotations, the steps after the award, the
 * permit materials — and every dialog load on their own, not with the public page a visitor,
 * a factory or a search engine reads (issue 34). The server renders the parties' panels with the page; the
 * browser hydrates them after it, each when its code is in (components/later-part.tsx).
 */
const QuoteComparison = lazyPart(() => import('../components/quote-comparison.tsx'), 'QuoteComparison');
const AfterAward = lazyPart(() => import('../components/after-award.tsx'), 'AfterAward');
const PermitPanel = lazyPart(() => import('../components/permit-panel.tsx'), 'PermitPanel');
const CloseProjectModal = lazyPart(
  () => import('../components/close-project-modal.tsx'),
  'CloseProjectModal',
);

/**
 * A panel's place while its code loads in a page the browser renders itself (never while hydrating: the
 * server's HTML stays). Plain markup: an antd Skeleton here put its rules into every party's page, whose
 * server render passes through the fallbacks.
 */
const loadingPanel = <div className="pc-card prj-panel-loading" role="status" aria-label="正在加载" />;

function CloseButton({ project, label }: { project: ProjectDetail; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CloseProjectModal project={project} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The project's renderings, drawings and files, each named with its type and size (issue 27). */
function Files({ p }: { p: ProjectDetail }) {
  const groups = [
    { key: 'picture', label: '效果图', files: p.picture },
    { key: 'workpic', label: '施工图', files: p.workpic },
    { key: 'attach', label: '附件', files: p.attach },
    { key: 'contract', label: '合同文件', files: p.contract },
  ].filter((g) => g.files.length > 0);
  if (groups.length === 0) return null;
  return (
    <>
      <h2 className="prj-detail__sub">图纸与附件</h2>
      {groups.map((g) => (
        <section key={g.key} className="prj-files" aria-label={g.label}>
          <h3 className="prj-files__title">{g.label}</h3>
          <FileLinks files={g.files} label={g.label} />
        </section>
      ))}
    </>
  );
}

/** The awarded quotation's lines (the seed's `dimian` … on the detail), for the parties after the award. */
function WinningLines({ p }: { p: ProjectDetail }) {
  const cats = quoteCategories.filter((c) => p[c].length > 0);
  if (cats.length === 0) return null;
  return (
    <Card className="pc-card" title={`中标报价明细（${yuan(p.price)}）`}>
      {cats.map((c) => (
        <div key={c}>
          <h3 className="prj-detail__sub">{quoteCategoryNames[c]}</h3>
          <ul className="prj-files">
            {p[c].map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a saved quotation's lines never move
              <li key={i}>
                {l.name}
                {l.spec && `（${l.spec}）`} {l.qty}
                {l.unit} × {yuan(l.price)} = {yuan(l.amount)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Card>
  );
}

function ProjectView({ project: p }: { project: ProjectDetail }) {
  // the server's guess for a phone while hydrating (antd's responsive `column` reads the window: a shift)
  const isMobile = useIsMobile();
  const client = p.role === 'client';
  // the 下一步 the server wrote for this viewer, and the actions it offers (decision 043)
  const step = p.next;
  const close = p.actions.find((a) => a.name === 'close');
  const awarded = p.price > 0;
  const party = client || p.role === 'winner';
  return (
    <div className="container prj-detail">
      {party ? (
        // the winning factory's project is under its 我的报价 tab
        <DetailBack to={client ? paths.workShopList.path : href(paths.workShopList.path, { tab: 'quote' })}>
          我的项目
        </DetailBack>
      ) : (
        <DetailBack to={paths.projectHall.path}>搭建项目大厅</DetailBack>
      )}
      <header className="prj-detail__head">
        <div className="prj-detail__tags">
          <DealStateTag
            status={p.status}
            checked={p.checked}
            color={projectStateColor(p.status)}
            label={projectStateLabel(p.status)}
          />
          <span className="card-hint">编号 {p.orders}</span>
        </div>
        <h1 className="prj-detail__title">{p.title}</h1>
        <p className="prj-detail__facts">{boothFacts(p)}</p>
        <p className="prj-detail__facts">{placeFacts(p)}</p>
        <div className="prj-detail__money">
          <span className="prj-money">{yuan(awarded ? p.price : p.coins)}</span>
          <span className="card-hint">{awarded ? '中标报价' : '搭建预算'}</span>
          <span className="card-hint">· {p.quoted}家已报价</span>
        </div>
        {p.checked === ReviewState.rejected && p.reason && client && (
          <Alert type="error" showIcon title={`审核意见：${p.reason}`} />
        )}
        {step && (
          <div data-testid="project-next">
            <Alert className="prj-next" type="info" showIcon title="下一步" description={step} />
          </div>
        )}
        {close && (
          <div className="prj-actions">
            <CloseButton project={p} label={close.label} />
          </div>
        )}
      </header>

      {party && p.status !== 'open' && (p.status !== 'closed' || p.reportck === 1) && (
        <LaterPart fallback={loadingPanel}>
          <AfterAward project={p} />
        </LaterPart>
      )}
      {party && (
        <LaterPart fallback={loadingPanel}>
          <PermitPanel project={p} />
        </LaterPart>
      )}
      {!client && <MyQuote project={p} />}
      {client && p.status === 'open' && (
        <LaterPart fallback={loadingPanel}>
          <QuoteComparison project={p} />
        </LaterPart>
      )}

      <Card className="pc-card" title="项目信息">
        <Descriptions
          size="small"
          column={isMobile ? 1 : 2}
          items={[
            { key: 'booth', label: '展位', children: boothFacts(p) },
            { key: 'height', label: '限高', children: `${p.height}米` },
            { key: 'show', label: '展会', children: p.showname || '—' },
            {
              key: 'hall',
              label: '展馆 / 展位号',
              children: [p.hall, p.booth].filter(Boolean).join(' ') || '—',
            },
            {
              key: 'addr',
              label: '地点',
              children: [p.prov, p.city, p.strt, p.addr].filter(Boolean).join(' '),
            },
            { key: 'bgdate', label: '报馆截止', children: p.bgdate },
            { key: 'indate', label: '进场布展', children: p.indate },
            { key: 'show-dates', label: '展会日期', children: `${p.sdate} 至 ${p.edate}` },
            { key: 'outdate', label: '撤展', children: p.outdate },
            { key: 'coins', label: '搭建预算', children: yuan(p.coins) },
            { key: 'peoples', label: '施工人数', children: p.peoples > 0 ? `${p.peoples}人` : '不限' },
            ...(p.mobile
              ? [{ key: 'mobile', label: '联系电话', children: <a href={`tel:${p.mobile}`}>{p.mobile}</a> }]
              : []),
            { key: 'pub', label: '发布时间', children: `${p.dates} ${p.times}` },
          ]}
        />
        <h2 className="prj-detail__sub">项目说明</h2>
        {/* `conts` is sanitised by the server with the listings' allow-list (docs/domains/projects.md) */}
        <div
          className="listing-detail__conts"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list
          dangerouslySetInnerHTML={{ __html: p.conts }}
        />
        <Files p={p} />
      </Card>

      {client && p.status !== 'open' && (
        <LaterPart fallback={loadingPanel}>
          <QuoteComparison project={p} />
        </LaterPart>
      )}
      {party && <WinningLines p={p} />}
      <DealOrbits orbits={p.orbits} />
    </div>
  );
}

/** `/workDetail?id=N`: a build project, public once approved; the client compares and awards here. */
export default function WorkDetailPage() {
  return (
    <ProjectById hint="链接可能不完整，请从搭建项目大厅或我的项目进入。">
      {(p) => <ProjectView project={p} />}
    </ProjectById>
  );
}
