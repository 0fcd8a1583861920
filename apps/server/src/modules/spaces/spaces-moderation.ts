import { pendingSpaceLimit } from '@hz/contract/spaces';
import { sql } from 'drizzle-orm';
import { spaces } from '../../db/schema/spaces.ts';
import type { ModeratedKind } from '../content/content-service.ts';
import { itemLinks } from '@hz/contract/common/links';

/** Convention spaces as a moderated kind of the content module. */
export const spaceModeration: ModeratedKind = {
  kind: 'hycd',
  table: spaces,
  shows: {
    title: spaces.title,
    sub: spaces.venueType,
    city: spaces.city,
    sdate: sql<string>`''`,
    edate: sql<string>`''`,
    cover: spaces.cover,
  },
  link: itemLinks.hycd,
  pendingLimit: pendingSpaceLimit,
};
