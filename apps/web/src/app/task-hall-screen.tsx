import { useSearchParams } from 'react-router';
import { preloadable } from '../lib/preloadable.ts';

const TaskHallPage = preloadable(() => import('../features/tasks/pages/task-hall-page.tsx'));
const ContestHallPage = preloadable(() => import('../features/contests/pages/contest-hall-page.tsx'));

/** `?tab=contest`: the contests' tab (components/deal-hall.tsx `CONTEST_TAB`). */
const isContests = (params: URLSearchParams) => params.get('tab') === 'contest';

/** What `/taskHall` renders for `url`, loaded ahead (lib/preloadable.ts). */
export const preload = (url: URL) =>
  (isContests(url.searchParams) ? ContestHallPage : TaskHallPage).preload(url);

/**
 * `/taskHall`: the design tasks (设计任务), or with `?tab=contest` the design contests (悬赏比稿, issue 30).
 * The two halls are two features' screens; the route composes them here, above both (as `/publish`).
 */
export default function TaskHallScreen() {
  const [params] = useSearchParams();
  return isContests(params) ? <ContestHallPage /> : <TaskHallPage />;
}
