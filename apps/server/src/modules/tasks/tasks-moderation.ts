import { itemLinks } from '@hz/contract/common/links';
import { PENDING_TASK_LIMIT } from '@hz/contract/tasks';
import { sql } from 'drizzle-orm';
import { tasks } from '../../db/schema/tasks.ts';
import type { ModeratedKind } from '../content/content-service.ts';

/** Design tasks as a moderated kind (`task`): public in the hall once approved. */
export const taskModeration: ModeratedKind = {
  kind: 'task',
  table: tasks,
  shows: {
    title: tasks.title,
    sub: sql<string>`${tasks.sizes}::text || '㎡ · ' || ${tasks.style}`,
    city: sql<string>`''`,
    sdate: sql<string>`${tasks.sdate}::text`,
    edate: sql<string>`${tasks.edate}::text`,
    // reference files are documents as often as pictures: no cover
    cover: sql<string>`''`,
  },
  link: itemLinks.task,
  pendingLimit: PENDING_TASK_LIMIT,
};
