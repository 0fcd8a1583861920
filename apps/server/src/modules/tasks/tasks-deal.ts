import type { ExhibitionRef } from '../listings/listings-service.ts';
import { itemLinks } from '@hz/contract/common/links';
import { ReviewState, type TaskState } from '@hz/contract/common/states';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { createDeal, type DealDeps } from '../deals/deal-kernel.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { ServiceTerms } from '../people/offers-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { type TaskAction, type TaskActor, taskMachine } from './tasks-machine.ts';
import type { TaskEvents } from './tasks-notices.ts';
import * as repo from './tasks-repository.ts';

/** The timers' job names (tasks-timers.ts). */
export const TASK_JOBS = {
  confirmLapse: 'tasks.confirmLapse',
  payLapse: 'tasks.payLapse',
  autoAccept: 'tasks.autoAccept',
  acceptReminder: 'tasks.acceptReminder',
  deadlineReminder: 'tasks.deadlineReminder',
} as const;

/** Back to choosing: the selection is void and its timer cleared. */
export const unselect = { designerId: null, applyId: null, fee: 0, dueAt: null };

/** Public: approved, and not ordered from a service (a private deal between two members, decision 025). */
export const taskVisible = (t: repo.TaskRow) => t.checked === ReviewState.approved && t.serviceId === null;

/** Design tasks on the deal kernel (decision 043): their table, rows and words. */
export function createTaskDeal(deps: DealDeps) {
  return createDeal<repo.TaskRow, TaskState, TaskAction, TaskActor, TaskEvents>(
    {
      kind: 'task',
      link: itemLinks.task,
      machine: taskMachine,
      store: { states: repo.taskStates, bumpRev: repo.bumpRev, revIs: repo.revIs, find: repo.findTask },
      visible: taskVisible,
      provider: (t) => t.designerId,
      words: {
        notFound: '任务不存在或未通过审核',
        conflict: '任务状态已变化，请刷新后重试',
        only: {
          client: '只有任务发布者可以进行此操作',
          provider: '只有选定的设计师可以进行此操作',
          party: '只有任务双方可以进行此操作',
        },
      },
    },
    deps,
  );
}

export type TaskDeal = ReturnType<typeof createTaskDeal>;

/** What the task actions are given (tasks-module.ts builds it once). */
export interface TaskDeps {
  db: Db;
  deal: TaskDeal;
  wallet: WalletService;
  paycodes: PaycodeService;
  messages: MessagesService;
  pendingRoom: PendingRoom;
  /** A task was completed (accepted, automatically or by a decision): the reviews module's hook. */
  completed: (tx: Tx, taskId: number) => Promise<void>;
  /** The shared limiter: conversation messages per member per minute. */
  limiter?: Limiter;
  /** A design service's terms (the people module), for ordering one. */
  serviceTerms?: (tx: Tx, id: number) => Promise<ServiceTerms | null>;
  /** Contact details written before a deal: an attempt for the operators (decision 044). */
  recordContact: RecordContactAttempt;
  /** An approved exhibition (the listings module), for a task linked to one (decision 053). */
  exhibition: (tx: Tx, id: number) => Promise<ExhibitionRef | null>;
}
