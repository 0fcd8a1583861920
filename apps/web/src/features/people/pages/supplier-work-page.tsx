import { Link, useSearchParams } from 'react-router';
import { DetailNoId, DetailNotReady, DetailPictures } from '../../../components/content-detail.tsx';
import { paths } from '../../../config/paths.ts';
import { positiveParam } from '../../../lib/url-filters.ts';
import { useFactoryCases } from '../api/factory-cases.ts';
import { useFactoryPage } from '../api/factory-page.ts';
import { ConsultButton, ReplyTime } from '../components/consult-button.tsx';
import { pricePerM2 } from '../components/people-format.ts';
import { ProfileHead } from '../components/profile-head.tsx';
import { ServicesStrip } from '../components/services-strip.tsx';
import { WorkDetail } from '../components/work-detail.tsx';
import { WorksGrid } from '../components/works-grid.tsx';
import '../people.css';
import { groupDigits } from '../../../lib/numbers.ts';

const PAGE_SIZE = 12;
const n = (v: number, unit: string) => (v > 0 ? `${groupDigits(v)}${unit}` : '');

function FactoryPage({ cardno, page }: { cardno: string; page: number }) {
  const [, setParams] = useSearchParams();
  const q = useFactoryPage({ cardno });
  const cases = useFactoryCases({ cardno, page, pageSize: PAGE_SIZE });
  const d = q.data;
  if (!d) return <DetailNotReady query={q} name="工厂" listTo={paths.supplier.path} />;
  return (
    <article className="container listing-detail people-detail">
      <ProfileHead
        kind="factory"
        id={d.id}
        name={d.company}
        logo={d.logo}
        verified={d.verified}
        reputation={d.reputation}
        fvr={d.fvr}
        fans={d.fans}
        mine={d.mine}
        addr={d.addr}
        specialities={d.specialities}
        styles={d.styles}
        cities={d.cities}
        descr={d.descr}
        facts={[
          ['厂房面积', n(d.plantArea, '㎡')],
          ['团队人数', n(d.teamSize, '人')],
          ['月搭建能力', n(d.capacity, '个展台')],
          ['搭建价格', pricePerM2(d.priceMin, d.priceMax)],
          ['主要设备', d.equipment.join('、')],
          ['入驻时间', d.dates],
        ]}
        onFavorite={() => q.refetch()}
      >
        <p className="profile-head__reply">
          <ReplyTime cardno={cardno} kind="factory" />
        </p>
        {!d.mine && (
          <p className="listing-detail__own profile-head__cta">
            <ConsultButton cardno={cardno} kind="factory" name={d.company} />
          </p>
        )}
        {d.mine && (
          <p className="listing-detail__own">
            这是您的工厂主页。<Link to={paths.factoryProfile.path}>修改资料</Link>{' '}
            <Link to={paths.newWordService.path}>发布案例</Link>
          </p>
        )}
      </ProfileHead>
      <DetailPictures title="资质证书" images={d.certs} />
      <WorksGrid
        title="搭建案例"
        noun="案例"
        query={cases}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => setParams(new URLSearchParams({ cardno, ...(p > 1 ? { page: String(p) } : {}) }))}
      />
      <ServicesStrip cardno={cardno} type="build" />
    </article>
  );
}

/**
 * `/supplierWork?cardno=`: a factory's company page, certificates, cases and services;
 * `/supplierWork?case=` one build case with its factory.
 */
export default function SupplierWorkPage() {
  const [params] = useSearchParams();
  const cardno = params.get('cardno')?.trim() ?? '';
  const caseId = positiveParam(params.get('case'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  if (caseId) return <WorkDetail key={caseId} kind="case" id={caseId} />;
  if (!cardno)
    return (
      <DetailNoId
        title="没有指定工厂"
        hint="链接可能不完整，请从工厂列表进入。"
        listTo={paths.supplier.path}
        listText="查看搭建工厂"
      />
    );
  return <FactoryPage key={cardno} cardno={cardno} page={page} />;
}
