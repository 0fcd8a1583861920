import { itemLinks } from '@hz/contract/common/links';
import { type ProjectState, ReviewState } from '@hz/contract/common/states';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { createDeal, type DealDeps } from '../deals/deal-kernel.ts';
import type { SmsCodeService } from '../auth/sms-code-service.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { ExhibitionRef } from '../listings/listings-service.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { type ProjectAction, type ProjectActor, projectMachine } from './projects-machine.ts';
import type { ProjectEvents } from './projects-notices.ts';
import * as repo from './projects-repository.ts';
import type { ProjectStages } from './projects-stages.ts';

export const projectVisible = (p: repo.ProjectRow) => p.checked === ReviewState.approved;

/** Build projects on the deal kernel (decision 043): their table, rows and words. */
export function createProjectDeal(deps: DealDeps) {
  return createDeal<repo.ProjectRow, ProjectState, ProjectAction, ProjectActor, ProjectEvents>(
    {
      kind: 'project',
      link: itemLinks.project,
      machine: projectMachine,
      store: { states: repo.projectStates, bumpRev: repo.bumpRev, revIs: repo.revIs, find: repo.findProject },
      visible: projectVisible,
      provider: (p) => p.factoryId,
      words: {
        notFound: '项目不存在或未通过审核',
        conflict: '项目状态已变化，请刷新后重试',
        only: {
          client: '只有项目发布者可以进行此操作',
          provider: '只有中标工厂可以进行此操作',
          party: '只有项目双方可以进行此操作',
        },
      },
    },
    deps,
  );
}

export type ProjectDeal = ReturnType<typeof createProjectDeal>;

/** What the project actions are given (projects-module.ts builds it once). */
export interface ProjectDeps {
  db: Db;
  deal: ProjectDeal;
  wallet: WalletService;
  paycodes: PaycodeService;
  jobs: Pick<JobsService, 'enqueue'>;
  stages: ProjectStages;
  uploads: UploadsService;
  codes: SmsCodeService;
  pendingRoom: PendingRoom;
  /** An approved exhibition's dates (the listings module), for a project linked to one. */
  exhibition: (tx: Tx, id: number) => Promise<ExhibitionRef | null>;
  /** A project was accepted (by the client, automatically, or by a decision): the reviews' hook. */
  completed: (tx: Tx, projectId: number) => Promise<void>;
  /** Contact details written before a deal: an attempt for the operators (decision 044). */
  recordContact: RecordContactAttempt;
}
