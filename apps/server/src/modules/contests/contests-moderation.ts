import { itemLinks } from '@hz/contract/common/links';
import { PENDING_CONTEST_LIMIT } from '@hz/contract/contests';
import { sql } from 'drizzle-orm';
import { contests } from '../../db/schema/contests.ts';
import type { ModeratedKind } from '../content/content-service.ts';

/**
 * Design contests as a moderated kind (`contest`), in the console's review queue like design tasks: public
 * once approved; the approval starts the entry period (`contests-module.ts` gives `onDecided`).
 */
export const contestModeration: ModeratedKind = {
  kind: 'contest',
  table: contests,
  shows: {
    title: contests.title,
    sub: sql<string>`${contests.sizes}::text || '㎡ · ' || ${contests.style} || ' · 奖金 ¥' || to_char(${contests.prize} / 100.0, 'FM999999990.00')`,
    city: contests.city,
    sdate: sql<string>`${contests.sdate}::text`,
    edate: sql<string>`${contests.edate}::text`,
    cover: sql<string>`''`,
  },
  link: itemLinks.contest,
  pendingLimit: PENDING_CONTEST_LIMIT,
};
