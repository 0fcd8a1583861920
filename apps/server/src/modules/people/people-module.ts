import type { AnswerCache } from '../search/answer-cache.ts';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { FavoriteLookup, FollowerCounts } from '../favorites/favorites-service.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import { createOffersService } from './offers-service.ts';
import { peopleModeration } from './people-moderation.ts';
import { registerPeopleRoutes } from './people-routes.ts';
import { createProfilesService } from './profiles-service.ts';
import { createReputation, type Reputation } from './reputation-service.ts';
import { createWorksService } from './works-service.ts';

/**
 * People (issue 12; docs/domains/people.md), in two steps because the content module needs the people
 * kinds before the people services can have its pending limit: `definePeople` defines the reputation
 * jobs and gives the moderated kinds and the hooks other modules call; `registerPeople` builds the
 * services and registers the calls.
 */
export function definePeople(deps: { jobs: JobsService }) {
  const reputation = createReputation({ jobs: deps.jobs });
  return {
    reputation,
    moderation: peopleModeration(reputation),
    /** For the favourites module: a designer or factory was favourited or unfavourited. */
    favorited: (tx: Tx, profileOwner: number) => reputation.scheduleFor(tx, profileOwner),
  };
}

export function registerPeople(
  app: FastifyInstance,
  deps: {
    db: Db;
    reputation: Reputation;
    pendingRoom: PendingRoom;
    isFavorite: FavoriteLookup;
    followers: FollowerCounts;
    recordContact: RecordContactAttempt;
    limiter: Limiter;
    /** The public searches' answers (designers, factories). */
    answers: AnswerCache;
  },
) {
  const { db, reputation, pendingRoom, isFavorite, followers, recordContact, limiter, answers } = deps;
  const profiles = createProfilesService({ db, isFavorite, followers, recordContact });
  const works = createWorksService({ db, pendingRoom, reputation, recordContact, limiter });
  const offers = createOffersService({ db, pendingRoom, recordContact });
  registerPeopleRoutes(app, { profiles, works, offers, answers });
  return { profiles, works, offers };
}
