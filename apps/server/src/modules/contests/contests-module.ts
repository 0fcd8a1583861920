import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { EventsService } from '../events/events-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { ComplaintsService } from '../complaints/complaints-service.ts';
import type { ReviewsService } from '../reviews/reviews-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { contestBillSubjects } from './contests-bill-subjects.ts';
import { contestComplaintKind } from './contests-complaints.ts';
import { type ContestDeps, createContestDeal } from './contests-deal.ts';
import { contestNotices } from './contests-notices.ts';
import { registerContestsRoutes } from './contests-routes.ts';
import { contestReviewKind } from './contests-reviews.ts';
import { createContestsService } from './contests-service.ts';
import { contestTimers } from './contests-timers.ts';
import { showContestsOf } from './actions/show-contests.ts';

/**
 * Design contests (issue 30; docs/domains/contests.md): the third deal on the kernel, its calls, its
 * timers, its events and its bills. Moderation is the content module's (`contests-moderation.ts`); its
 * approval hook is the returned service's `approved`.
 */
export function registerContests(
  app: FastifyInstance,
  deps: {
    db: Db;
    wallet: WalletService;
    paycodes: PaycodeService;
    jobs: JobsService;
    events: EventsService;
    pendingRoom: PendingRoom;
    exhibition: ContestDeps['exhibition'];
    reputation: ContestDeps['reputation'];
    settings: ContestDeps['settings'];
    /** Reviews of an awarded entry after acceptance (modules/reviews, kind `contest`). */
    reviews: ReviewsService;
    /** Complaints about an awarded place before acceptance (modules/complaints, kind `contest`; decision 063). */
    complaints: ComplaintsService;
  },
) {
  const { jobs, events } = deps;
  const d: ContestDeps = {
    ...deps,
    deal: createContestDeal({ ...deps, disputes: deps.complaints.disputeOf }),
  };
  events.define(contestNotices);
  for (const timer of contestTimers(d)) jobs.define(timer);
  deps.wallet.registerSubjects(contestBillSubjects);
  const contests = createContestsService(d);
  deps.reviews.registerKind(contestReviewKind);
  deps.complaints.registerKind(contestComplaintKind(d));
  registerContestsRoutes(app, { contests, reviews: deps.reviews });
  return { ...contests, showContests: showContestsOf(d) };
}
