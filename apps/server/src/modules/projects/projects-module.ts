import { projectBillSubjects } from './projects-bill-subjects.ts';
import type { AnswerCache } from '../search/answer-cache.ts';
import type { FastifyInstance } from 'fastify';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { SmsCodeService } from '../auth/sms-code-service.ts';
import type { ComplaintsService } from '../complaints/complaints-service.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { EventsService } from '../events/events-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { ExhibitionRef } from '../listings/listings-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { ReviewsService } from '../reviews/reviews-service.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { projectComplaintKind } from './projects-complaints.ts';
import { RENDER_JOB, renderContract } from './projects-contract-render.ts';
import { createProjectDeal, type ProjectDeps } from './projects-deal.ts';
import { projectNotices } from './projects-notices.ts';
import { registerProjectsRoutes } from './projects-routes.ts';
import { createProjectsService } from './projects-service.ts';
import { createProjectStages } from './projects-stages.ts';
import { projectTimers } from './projects-timers.ts';

/**
 * Build projects (issue 14; docs/domains/projects.md): the deal on the kernel, its calls, its timers and
 * the contract's rendering job, its events, and its registrations with reviews and complaints.
 */
export function registerProjects(
  app: FastifyInstance,
  deps: {
    db: Db;
    messages: MessagesService;
    wallet: WalletService;
    paycodes: PaycodeService;
    jobs: JobsService;
    events: EventsService;
    /** Complaints about projects go through the complaints module (decision 035). */
    complaints: ComplaintsService;
    /** Reviews of accepted projects (modules/reviews, kind `project`). */
    reviews: ReviewsService;
    pendingRoom: PendingRoom;
    recordContact: RecordContactAttempt;
    exhibition: (tx: Tx, id: number) => Promise<ExhibitionRef | null>;
    uploads: UploadsService;
    codes: SmsCodeService;
    /** The public searches' answers (the hall). */
    answers: AnswerCache;
  },
) {
  const { reviews, jobs, events } = deps;
  const d: ProjectDeps = {
    ...deps,
    deal: createProjectDeal({ ...deps, disputes: deps.complaints.disputeOf }),
    // the payment plan in escrow (decision 033)
    stages: createProjectStages(deps),
    completed: (tx, id) => reviews.completed(tx, 'project', id),
  };
  events.define(projectNotices);
  for (const timer of projectTimers(d)) jobs.define(timer);
  jobs.define<{ project: number; n: number }>({
    name: RENDER_JOB,
    title: '生成搭建合同PDF',
    run: (p, { tx }) => renderContract(d, tx, p),
  });
  const projects = createProjectsService(d);
  reviews.registerKind({
    kind: 'project',
    noun: '搭建项目',
    providerProfile: 'factory',
    writeLink: (id) => `/personCenter/evaluateEdit?id=${id}&kind=project`,
    subject: (tx, id, lock) => projects.reviewSubject(tx, id, lock),
  });
  deps.complaints.registerKind(projectComplaintKind(d));
  deps.wallet.registerSubjects(projectBillSubjects);
  registerProjectsRoutes(app, { projects, reviews, answers: deps.answers });
  return projects;
}
