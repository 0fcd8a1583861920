import { itemLinks } from '@hz/contract/common/links';
import { PENDING_PROJECT_LIMIT } from '@hz/contract/projects';
import { sql } from 'drizzle-orm';
import { projects } from '../../db/schema/projects.ts';
import type { ModeratedKind } from '../content/content-service.ts';

/** Build projects as a moderated kind (`project`): public in the hall once approved. */
export const projectModeration: ModeratedKind = {
  kind: 'project',
  table: projects,
  shows: {
    title: projects.title,
    sub: sql<string>`round(${projects.lengthCm} * ${projects.widthCm} / 10000.0, 2)::text || '㎡ · ' || CASE WHEN ${projects.layer} = 2 THEN '双层' ELSE '单层' END`,
    city: projects.city,
    sdate: sql<string>`${projects.sdate}::text`,
    edate: sql<string>`${projects.edate}::text`,
    cover: sql<string>`coalesce(${projects.picture}[1], '')`,
  },
  link: itemLinks.project,
  pendingLimit: PENDING_PROJECT_LIMIT,
};
