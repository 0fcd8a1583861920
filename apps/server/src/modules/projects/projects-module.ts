import { itemLinks } from '@hz/contract/common/links';
import type { FastifyInstance } from 'fastify';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { ComplaintsService } from '../complaints/complaints-service.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { ExhibitionRef } from '../listings/listings-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { ReviewsService } from '../reviews/reviews-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { SmsCodeService } from '../auth/sms-code-service.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import {
  createProjectBuild,
  type DateReminder,
  PROJECT_JOBS,
  type PayReminder,
  type ProjectTimer,
} from './projects-build.ts';
import { createProjectContracts } from './projects-contract.ts';
import { createProjectQuestions } from './projects-questions.ts';
import { createProjectDeposits, DEPOSIT_JOB, type DepositReminder } from './projects-deposits.ts';
import { registerProjectsRoutes } from './projects-routes.ts';
import { createProjectsService } from './projects-service.ts';
import { createProjectStages } from './projects-stages.ts';

/**
 * Build projects (issue 14; docs/domains/projects.md): the service and its calls. The later slices
 * (contract, staged escrow, reports, show-date timers) add their job definitions, the reviews and the
 * complaints registrations here, as `registerTasks` does.
 */
export function registerProjects(
  app: FastifyInstance,
  deps: {
    db: Db;
    messages: MessagesService;
    wallet: WalletService;
    paycodes: PaycodeService;
    jobs: JobsService;
    /** Complaints about projects go through the complaints module (decision 035). */
    complaints: ComplaintsService;
    /** Reviews of accepted projects (modules/reviews, kind `project`). */
    reviews: ReviewsService;
    pendingRoom: PendingRoom;
    exhibition: (tx: Tx, id: number) => Promise<ExhibitionRef | null>;
    uploads: UploadsService;
    codes: SmsCodeService;
  },
) {
  // the payment plan in escrow (decision 033): the contract's signing and the later steps move it
  const stages = createProjectStages(deps);
  // the contract's versions and signatures (decision 034)
  const contracts = createProjectContracts({ ...deps, stages });
  const projects = createProjectsService({ ...deps, contract: contracts });
  // after signing (decision 035): drawings, move-in, reports and acceptance, the show-date timers
  const { reviews } = deps;
  const build = createProjectBuild({
    ...deps,
    stages,
    info: projects.infoIn,
    completed: (tx, id) => reviews.completed(tx, 'project', id),
  });
  reviews.registerKind({
    kind: 'project',
    noun: '搭建项目',
    providerProfile: 'factory',
    writeLink: (id) => `/personCenter/evaluateEdit?id=${id}&kind=project`,
    subject: (tx, id, lock) => build.reviewSubject(tx, id, lock),
  });
  deps.complaints.registerKind({
    kind: 'project',
    providerName: '工厂',
    link: (id) => itemLinks.project(id),
    load: (tx, id, lock) => build.complaintDeal(tx, id, lock),
    open: (tx, id, by) => build.complaintOpen(tx, id, by),
    decide: (tx, id, d) => build.complaintDecide(tx, id, d),
    evidence: (tx, id) => build.complaintEvidence(tx, id),
  });
  const { jobs } = deps;
  jobs.define<PayReminder>({
    name: PROJECT_JOBS.payReminder,
    title: '进场前提醒托管进场款',
    run: async (p, { tx }) => void (await build.payReminder(tx, p)),
  });
  jobs.define<ProjectTimer>({
    name: PROJECT_JOBS.moveIn,
    title: '进场日开始搭建，支付进场款',
    run: async (p, { tx }) => void (await build.moveIn(tx, p)),
  });
  jobs.define<ProjectTimer>({
    name: PROJECT_JOBS.autoAccept,
    title: '展会结束3天后自动验收',
    run: async (p, { tx }) => void (await build.autoAccept(tx, p)),
  });
  jobs.define<ProjectTimer>({
    name: PROJECT_JOBS.finish,
    title: '验收后项目完成',
    run: async (p, { tx }) => void (await build.finish(tx, p)),
  });
  jobs.define<DateReminder>({
    name: PROJECT_JOBS.dateReminder,
    title: '展会日期提醒（报馆、开展、撤展）',
    run: async (p, { tx }) => void (await build.dateReminder(tx, p)),
  });
  // the venue deposits, a record kept by their payer (decision 038)
  const deposits = createProjectDeposits(deps);
  jobs.define<DepositReminder>({
    name: DEPOSIT_JOB,
    title: '撤展后提醒记录押金退还',
    run: async (p, { tx }) => void (await deposits.remind(tx, p)),
  });
  // the client's questions on a quotation, the factory's answers
  const questions = createProjectQuestions(deps);
  registerProjectsRoutes(app, { projects, contracts, build, reviews, deposits, questions });
  return { projects, stages, contracts, build, deposits };
}
