import type { userTypes } from '@hz/contract/auth';
import { Tag } from 'antd';
import { DealHall, HallCard, taskHallTabs } from '../../../components/deal-hall.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useLoginCheck } from '../../auth/api/login-check.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { useContestHall } from '../api/contest-hall.ts';
import {
  CONTEST_HALL_PAGE_SIZE,
  type ContestHallFilters,
  contestHallBody,
  contestHallDefaults,
  contestSorts,
  phaseOptions,
  prizeBands,
  readContestHallFilters,
} from '../components/contest-hall-filters.ts';
import { boothFacts, chinaMinute, contestStateLabel, yuan } from '../components/contest-format.ts';
import '../contests.css';

/** The contract's designer kind (`userTypes.designer`; a type-checked copy keeps zod out of the page). */
const DESIGNER: (typeof userTypes)['designer'] = 2;

const selects = [
  { key: 'status', label: '比稿状态', options: phaseOptions },
  { key: 'prize', label: '奖金', options: prizeBands },
] as const;

/** What a card says of the contest's time: the entry deadline while open, the selection's end after. */
function timeHint(c: { status: string; euntil: string; suntil: string; entrants: number; dates: string }) {
  const when =
    c.status === 'open'
      ? c.euntil
        ? `征稿截止 ${chinaMinute(c.euntil)}`
        : ''
      : c.suntil
        ? `${contestStateLabel(c.status)} · 评选截止 ${chinaMinute(c.suntil)}`
        : contestStateLabel(c.status);
  return [when, `${c.entrants}位设计师参赛`, `发布于 ${c.dates}`].filter(Boolean).join(' · ');
}

/**
 * `/taskHall?tab=contest` (悬赏比稿, issue 30): approved contests by phase (征稿中, 评选中, 已选出), place and
 * prize, every filter in the URL (with `tab`, so that the task hall keeps showing this tab).
 */
export default function ContestHallPage() {
  const url = useUrlFilters<ContestHallFilters>(readContestHallFilters, contestHallDefaults);
  const member = useLoginCheck().data?.loginState === true;
  const designer = useUserInfo({ enabled: member }).data?.usertype === DESIGNER;
  return (
    <DealHall
      className="contest-hall"
      title="设计任务大厅"
      intro="悬赏比稿：企业先托管奖金，设计师提交设计稿，企业从稿件中选出获奖者。参赛需完成实名认证并开通设计师资料。"
      publish={designer ? undefined : { to: `${paths.publish.path}?mode=contest`, text: '发布悬赏比稿' }}
      tabs={taskHallTabs('contest')}
      noun="比稿"
      emptyText="暂时没有征稿中的比稿"
      placeholder="搜索比稿标题、风格…"
      url={{
        ...url,
        // 清除筛选 stays on this tab
        clear: () => url.go({ keyword: '', prov: '', city: '', prize: '', status: 'open', sort: 'latest' }),
      }}
      selects={selects}
      sorts={contestSorts}
      query={useContestHall(contestHallBody(url.filters))}
      pageSize={CONTEST_HALL_PAGE_SIZE}
      card={(c) => (
        <HallCard
          key={c.id}
          className="contest-card"
          to={href(paths.contestDetail.path, { id: c.id })}
          title={c.title}
          money={yuan(c.prize)}
          facts={[boothFacts(c)]}
          tags={
            <>
              <Tag color="gold">悬赏{c.winners}名</Tag>
              {c.guarantee && <Tag color="green">担保</Tag>}
              {c.blind && <Tag>暗标</Tag>}
              {c.finals > 0 && <Tag>入围{c.finals}名</Tag>}
            </>
          }
          hint={timeHint(c)}
        />
      )}
    />
  );
}
