import { itemLinks, profileLinks } from '@hz/contract/common/links';
import { type ProfileKind, pendingWorkLimit, type WorkKind } from '@hz/contract/people';
import { pendingServiceLimit, serviceTypeNames } from '@hz/contract/services';
import { eq, sql } from 'drizzle-orm';
import { profiles, services, works } from '../../db/schema/people.ts';
import type { ModeratedKind } from '../content/content-service.ts';
import { offerDecided } from './offers-service.ts';
import { profileDecided } from './profiles-service.ts';
import type { Reputation } from './reputation-service.ts';
import { workDecided } from './works-service.ts';

const none = sql<string>`''`;

/**
 * A profile kind as a moderated kind: the queue shows the SUBMITTED version (the one decided), and the
 * approval's hook makes it the published one (profiles-service.ts `profileDecided`).
 */
const profileModeration = (kind: ProfileKind, reputation: Reputation): ModeratedKind => ({
  kind,
  table: profiles,
  scope: eq(profiles.kind, kind),
  shows: {
    title: sql<string>`${profiles.submitted}->>'name'`,
    sub: sql<string>`coalesce((SELECT string_agg(s, '、') FROM jsonb_array_elements_text(${profiles.submitted}->'specialities') AS s), '')`,
    city: sql<string>`${profiles.submitted}->>'city'`,
    sdate: none,
    edate: none,
    cover: sql<string>`${profiles.submitted}->>'logo'`,
  },
  link: (_id, cardno) => profileLinks[kind](cardno),
  // one row per member: a new submission replaces the waiting one
  pendingLimit: 1,
  onDecided: (tx, id, approved) => profileDecided(tx, id, approved, reputation),
});

const workModeration = (kind: WorkKind, reputation: Reputation): ModeratedKind => ({
  kind,
  table: works,
  scope: eq(works.kind, kind),
  shows: {
    title: works.title,
    sub: sql<string>`${works.style} || ' · ' || ${works.areas} || '㎡'`,
    city: none,
    sdate: none,
    edate: none,
    cover: works.cover,
  },
  link: itemLinks[kind],
  pendingLimit: pendingWorkLimit,
  onDecided: (tx, id, approved) => workDecided(tx, id, approved, reputation),
});

const serviceModeration: ModeratedKind = {
  kind: 'service',
  table: services,
  shows: {
    title: services.title,
    sub: sql<string>`CASE ${services.type} WHEN 'design' THEN ${serviceTypeNames.design} ELSE ${serviceTypeNames.build} END`,
    city: none,
    sdate: none,
    edate: none,
    cover: services.cover,
  },
  link: itemLinks.service,
  pendingLimit: pendingServiceLimit,
  onDecided: offerDecided,
};

/** The people kinds of the content module (app.ts lists them with the others). */
export const peopleModeration = (reputation: Reputation): ModeratedKind[] => [
  profileModeration('designer', reputation),
  profileModeration('factory', reputation),
  workModeration('work', reputation),
  workModeration('case', reputation),
  serviceModeration,
];
