import { Tag } from 'antd';
import { DealHall, HallCard } from '../../../components/deal-hall.tsx';
import { SubscribeButton } from '../../../components/subscribe-button.tsx';
import { href, paths } from '../../../config/paths.ts';
import { areaBands } from '../../../lib/hall-filters.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useProjectHall } from '../api/project-hall.ts';
import type { userTypes } from '@hz/contract/auth';
import { useLoginCheck } from '../../auth/api/login-check.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import {
  budgetBands,
  PROJECT_HALL_PAGE_SIZE,
  type ProjectHallFilters,
  projectHallBody,
  projectSortOptions,
  projectSubscription,
  readProjectHallFilters,
} from '../components/hall-filters.ts';
import { boothFacts, placeFacts, yuan } from '../components/project-format.ts';
import '../projects.css';

/** The contract's factory kind (`userTypes.factory`; a type-checked copy keeps zod out of the page). */
const FACTORY: (typeof userTypes)['factory'] = 3;

/** `/projectHall` (搭建项目大厅, decision 036): approved open build projects for factories, filters in the URL. */
export default function ProjectHallPage() {
  const url = useUrlFilters<ProjectHallFilters>(readProjectHallFilters, {
    page: 1,
    sort: projectSortOptions[0].value,
  });
  // a factory quotes projects and does not publish them: no 发布搭建项目 for it (as the task hall hides
  // 发布设计需求 from designers; it shows until the member's kind is known)
  const member = useLoginCheck().data?.loginState === true;
  const factory = useUserInfo({ enabled: member }).data?.usertype === FACTORY;
  return (
    <DealHall
      className="project-hall"
      title="搭建项目大厅"
      intro="企业发布的展台搭建项目，工厂按地面、背板、门头等分项报价，客户比价后选定。报价需完成企业认证并开通工厂资料。"
      publish={factory ? undefined : { to: paths.workshopNeed.root.path, text: '发布搭建项目' }}
      noun="项目"
      emptyText="暂时没有报价中的搭建项目"
      placeholder="搜索项目标题、展会、展馆…"
      url={url}
      selects={[
        { key: 'area', label: '展位面积', options: areaBands },
        { key: 'budget', label: '预算', options: budgetBands },
      ]}
      sorts={projectSortOptions}
      extra={<SubscribeButton criteria={projectSubscription(url.filters)} />}
      query={useProjectHall(projectHallBody(url.filters))}
      pageSize={PROJECT_HALL_PAGE_SIZE}
      card={(p) => (
        <HallCard
          key={p.id}
          className="prj-card"
          to={href(paths.workDetail.path, { id: p.id })}
          title={p.title}
          money={yuan(p.coins)}
          facts={[boothFacts(p), placeFacts(p)]}
          tags={
            <>
              <Tag>{p.quoted > 0 ? `${p.quoted}家已报价` : '暂无报价'}</Tag>
              {p.peoples > 0 && <Tag>施工{p.peoples}人</Tag>}
            </>
          }
          hint={`进场 ${p.indate} · 开展 ${p.sdate} · 报馆截止 ${p.bgdate} · 发布于 ${p.dates}`}
        />
      )}
    />
  );
}
