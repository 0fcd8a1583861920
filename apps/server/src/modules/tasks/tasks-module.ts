import type { FastifyInstance } from 'fastify';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { ComplaintsService } from '../complaints/complaints-service.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { ReviewsService } from '../reviews/reviews-service.ts';
import type { ServiceTerms } from '../people/offers-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { taskComplaintKind } from './tasks-complaints.ts';
import { registerTasksRoutes } from './tasks-routes.ts';
import { createTasksService, TASK_JOBS, type TaskTimer } from './tasks-service.ts';

/** Design tasks (issue 13; docs/domains/tasks.md): the service, its calls and its timers. */
export function registerTasks(
  app: FastifyInstance,
  deps: {
    db: Db;
    messages: MessagesService;
    wallet: WalletService;
    paycodes: PaycodeService;
    jobs: JobsService;
    pendingRoom: PendingRoom;
    reviews: ReviewsService;
    limiter: Limiter;
    serviceTerms: (tx: Tx, id: number) => Promise<ServiceTerms | null>;
    /** Complaints about tasks go through the complaints module (decision 023). */
    complaints: ComplaintsService;
  },
) {
  const { reviews } = deps;
  const tasks = createTasksService({ ...deps, completed: (tx, id) => reviews.completed(tx, 'task', id) });
  reviews.registerKind({
    kind: 'task',
    noun: '设计任务',
    providerProfile: 'designer',
    writeLink: (id) => `/personCenter/evaluateEdit?id=${id}`,
    subject: (tx, id, lock) => tasks.reviewSubject(tx, id, lock),
  });
  deps.complaints.registerKind(taskComplaintKind(tasks, (tx, id) => tasks.complaintConversation(tx, id)));
  const { jobs } = deps;
  jobs.define<TaskTimer>({
    name: TASK_JOBS.confirmLapse,
    title: '设计师48小时未确认，选定失效',
    run: async (p, { tx }) => void (await tasks.confirmLapse(tx, p)),
  });
  jobs.define<TaskTimer>({
    name: TASK_JOBS.payLapse,
    title: '72小时未托管设计费，重新选择',
    run: async (p, { tx }) => void (await tasks.payLapse(tx, p)),
  });
  jobs.define<TaskTimer>({
    name: TASK_JOBS.autoAccept,
    title: '交付7天后自动验收',
    run: async (p, { tx }) => void (await tasks.autoAccept(tx, p)),
  });
  jobs.define<TaskTimer>({
    name: TASK_JOBS.acceptReminder,
    title: '交付第5天提醒验收',
    run: async (p, { tx }) => void (await tasks.acceptReminder(tx, p)),
  });
  registerTasksRoutes(app, { tasks });
  return tasks;
}
