import type { CallData } from '../../../lib/api-client.ts';
import { href, paths } from '../../../config/paths.ts';

export type ShowCardData = CallData<'Show/myShows'>['listItem'][number];

/** A show's plan page: by exhibition, or by a free-text show name. */
export const showPlanHref = (s: { exhibition: number; showname: string }) =>
  s.exhibition > 0
    ? href(paths.showPlan.path, { exhibition: s.exhibition })
    : href(paths.showPlan.path, { show: s.showname });
