import { useSearchParams } from 'react-router';
import { preloadable } from '../lib/preloadable.ts';

const TaskPublishPage = preloadable(() => import('../features/tasks/pages/publish-page.tsx'));
const ContestPublishPage = preloadable(() => import('../features/contests/pages/contest-publish-page.tsx'));

const isContest = (params: URLSearchParams) => params.get('mode') === 'contest';

/** What `/publish` renders for `url`, loaded ahead (lib/preloadable.ts). */
export const preload = (url: URL) =>
  (isContest(url.searchParams) ? ContestPublishPage : TaskPublishPage).preload(url);

/**
 * `/publish`: a design task (设计任务), or with `?mode=contest` a design contest (悬赏比稿, issue 30). The two
 * forms are two features' screens; the route composes them here, above both.
 */
export default function PublishScreen() {
  const [params] = useSearchParams();
  return isContest(params) ? <ContestPublishPage /> : <TaskPublishPage />;
}
