import type { AnswerCache } from '../search/answer-cache.ts';
import type { ExhibitionRef } from '../listings/listings-service.ts';
import type { FastifyInstance } from 'fastify';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { ComplaintsService } from '../complaints/complaints-service.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { EventsService } from '../events/events-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { ServiceTerms } from '../people/offers-service.ts';
import type { ReviewsService } from '../reviews/reviews-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { taskBillSubjects } from './tasks-bill-subjects.ts';
import { taskComplaintKind } from './tasks-complaints.ts';
import { createTaskDeal, type TaskDeps } from './tasks-deal.ts';
import { taskNotices } from './tasks-notices.ts';
import { registerTasksRoutes } from './tasks-routes.ts';
import { createTasksService } from './tasks-service.ts';
import { taskTimers } from './tasks-timers.ts';

/**
 * Design tasks (issue 13; docs/domains/tasks.md): the deal on the kernel, its calls, its timers, its
 * events, and its registrations with reviews and complaints.
 */
export function registerTasks(
  app: FastifyInstance,
  deps: {
    db: Db;
    messages: MessagesService;
    wallet: WalletService;
    paycodes: PaycodeService;
    jobs: JobsService;
    events: EventsService;
    pendingRoom: PendingRoom;
    recordContact: RecordContactAttempt;
    exhibition: (tx: Tx, id: number) => Promise<ExhibitionRef | null>;
    reviews: ReviewsService;
    limiter: Limiter;
    serviceTerms: (tx: Tx, id: number) => Promise<ServiceTerms | null>;
    /** Complaints about tasks go through the complaints module (decision 023). */
    complaints: ComplaintsService;
    /** The public searches' answers (the hall). */
    answers: AnswerCache;
  },
) {
  const { reviews, jobs, events } = deps;
  const d: TaskDeps = {
    ...deps,
    deal: createTaskDeal({ ...deps, disputes: deps.complaints.disputeOf }),
    completed: (tx, id) => reviews.completed(tx, 'task', id),
  };
  events.define(taskNotices);
  for (const timer of taskTimers(d)) jobs.define(timer);
  const tasks = createTasksService(d);
  reviews.registerKind({
    kind: 'task',
    noun: '设计任务',
    providerProfile: 'designer',
    writeLink: (id) => `/personCenter/evaluateEdit?id=${id}`,
    subject: (tx, id, lock) => tasks.reviewSubject(tx, id, lock),
  });
  deps.complaints.registerKind(taskComplaintKind(d));
  deps.wallet.registerSubjects(taskBillSubjects);
  registerTasksRoutes(app, { tasks, answers: deps.answers });
  return tasks;
}
