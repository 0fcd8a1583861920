import { Link, useSearchParams } from 'react-router';
import { DetailNotReady } from '../../../components/content-detail.tsx';
import { paths } from '../../../config/paths.ts';
import { useDesignerWorks } from '../api/designer-works.ts';
import { ConsultButton, ReplyTime } from '../components/consult-button.tsx';
import { InviteDesignerButton } from '../components/invite-designer-button.tsx';
import { pricePerM2 } from '../components/people-format.ts';
import { ProfileHead } from '../components/profile-head.tsx';
import { DesignerReviews } from '../components/designer-reviews.tsx';
import { ServicesStrip } from '../components/services-strip.tsx';
import { WorksGrid } from '../components/works-grid.tsx';
import { LazyResult } from '../../../components/lazy-result.tsx';
import '../people.css';

const PAGE_SIZE = 12;

/** `获奖2次 · 入围1次`: a designer's design-contest places (issue 30); '' when none (the fact is left out). */
const contestPlaces = (wins: number, finals: number) =>
  [wins > 0 ? `获奖${wins}次` : '', finals > 0 ? `入围${finals}次` : ''].filter(Boolean).join(' · ');

function DesignerWorks({ cardno, page }: { cardno: string; page: number }) {
  const [, setParams] = useSearchParams();
  const q = useDesignerWorks({ cardno, page, pageSize: PAGE_SIZE });
  const d = q.data;
  if (!d) return <DetailNotReady query={q} name="设计师" listTo={paths.designer.path} />;
  return (
    <article className="container listing-detail people-detail">
      <ProfileHead
        kind="designer"
        id={d.id}
        name={d.u_name}
        logo={d.u_logo}
        verified={d.verified}
        reputation={d.reputation}
        fvr={d.fvr}
        fans={d.fans}
        mine={d.mine}
        addr={d.u_addr}
        specialities={d.specialities}
        styles={d.styles}
        cities={d.cities}
        descr={d.u_descr}
        facts={[
          ['从业年限', d.years ? `${d.years}年` : ''],
          ['设计费', pricePerM2(d.priceMin, d.priceMax)],
          ['入驻时间', d.u_dates],
          ['悬赏比稿', contestPlaces(d.contestWins, d.contestFinals)],
        ]}
        onFavorite={() => q.refetch()}
      >
        <p className="profile-head__reply">
          <ReplyTime cardno={cardno} kind="designer" />
        </p>
        {!d.mine && (
          <p className="listing-detail__own profile-head__cta">
            <InviteDesignerButton cardno={cardno} name={d.u_name} />
            <ConsultButton cardno={cardno} kind="designer" name={d.u_name} />
          </p>
        )}
        {d.mine && (
          <p className="listing-detail__own">
            这是您的设计师主页。<Link to={paths.designerProfile.path}>修改资料</Link>{' '}
            <Link to={paths.newWordService.path}>发布作品</Link>
          </p>
        )}
      </ProfileHead>
      <WorksGrid
        title="设计作品"
        noun="作品"
        query={q}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => setParams(new URLSearchParams({ cardno, ...(p > 1 ? { page: String(p) } : {}) }))}
      />
      <ServicesStrip cardno={cardno} type="design" />
      <DesignerReviews cardno={cardno} />
    </article>
  );
}

/** `/designerWork?cardno=`: a designer's profile, works, services, reputation and clients' reviews. */
export default function DesignerWorkPage() {
  const [params] = useSearchParams();
  const cardno = params.get('cardno')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  if (!cardno)
    return (
      <div className="container listing-detail">
        <LazyResult
          status="404"
          title="没有指定设计师"
          subTitle="链接可能不完整，请从设计师列表进入。"
          extra={<Link to={paths.designer.path}>查看设计师</Link>}
        />
      </div>
    );
  return <DesignerWorks key={cardno} cardno={cardno} page={page} />;
}
