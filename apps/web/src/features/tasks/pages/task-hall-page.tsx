import type { userTypes } from '@hz/contract/auth';
import { taskStyles } from '@hz/contract/values/tasks';
import { Tag } from 'antd';
import { DealHall, HallCard, taskHallTabs } from '../../../components/deal-hall.tsx';
import { SubscribeButton } from '../../../components/subscribe-button.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useLoginCheck } from '../../auth/api/login-check.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { useTaskHall } from '../api/designer-task-hall.ts';
import { areaBands } from '../../../lib/hall-filters.ts';
import {
  feeFloors,
  HALL_PAGE_SIZE,
  type HallFilters,
  hallBody,
  taskSubscription,
  hallSorts,
  readHallFilters,
} from '../components/hall-filters.ts';
import { boothFacts, yuan } from '../components/task-format.ts';
import '../tasks.css';

/** The contract's designer kind (`userTypes.designer`; a type-checked copy keeps zod out of the page). */
const DESIGNER: (typeof userTypes)['designer'] = 2;

const selects = [
  { key: 'style', label: '设计风格', options: taskStyles.map((s) => ({ value: s, label: s })) },
  {
    key: 'layer',
    label: '层数',
    placeholder: '单层/双层',
    options: [
      { value: 1, label: '单层' },
      { value: 2, label: '双层' },
    ],
  },
  { key: 'area', label: '展位面积', options: areaBands },
  { key: 'minCost', label: '最低设计费', options: feeFloors.map((n) => ({ value: n, label: `${n}元以上` })) },
] as const;

/** `/taskHall` (设计任务大厅, decision 021): approved open tasks for designers, every filter in the URL. */
export default function TaskHallPage() {
  const url = useUrlFilters<HallFilters>(readHallFilters, { page: 1, sort: hallSorts[0].value });
  // a designer takes tasks up and does not publish them: no 发布设计需求 for them (clients, factories and
  // visitors keep it; it shows until the member's kind is known)
  const member = useLoginCheck().data?.loginState === true;
  const designer = useUserInfo({ enabled: member }).data?.usertype === DESIGNER;
  return (
    <DealHall
      className="task-hall"
      title="设计任务大厅"
      intro="企业发布的展台设计需求，设计费由平台托管，验收后结算。报名需完成实名认证并开通设计师资料。"
      publish={designer ? undefined : { to: paths.publish.path, text: '发布设计需求' }}
      noun="任务"
      emptyText="暂时没有招募中的设计任务"
      placeholder="搜索任务标题、风格、需求…"
      tabs={taskHallTabs('task')}
      url={url}
      selects={selects}
      sorts={hallSorts}
      extra={<SubscribeButton criteria={taskSubscription(url.filters)} />}
      query={useTaskHall(hallBody(url.filters))}
      pageSize={HALL_PAGE_SIZE}
      card={(t) => (
        <HallCard
          key={t.id}
          className="task-card"
          to={href(paths.publishDetail.path, { id: t.id })}
          title={t.title}
          money={yuan(t.cost)}
          facts={[boothFacts(t)]}
          tags={t.types.map((x) => <Tag key={x}>{x}</Tag>)}
          hint={`展会 ${t.sdate} · 设计截止 ${t.deadline} · ${t.applied}人报名 · 发布于 ${t.dates}`}
        />
      )}
    />
  );
}
