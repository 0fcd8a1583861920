import { itemLinks } from '@hz/contract/common/links';
import { type ContestState, ReviewState } from '@hz/contract/common/states';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { ExhibitionRef } from '../listings/listings-service.ts';
import { createDeal, type DealDeps } from '../deals/deal-kernel.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { Reputation } from '../people/reputation-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { type ContestAction, type ContestActor, contestMachine } from './contests-machine.ts';
import type { ContestEvents } from './contests-notices.ts';
import * as repo from './contests-repository.ts';

/** The timers' job names (contests-timers.ts). */
export const CONTEST_JOBS = {
  entryEnd: 'contests.entryEnd',
  selectEnd: 'contests.selectEnd',
  emptyEnd: 'contests.emptyEnd',
  reviseEnd: 'contests.reviseEnd',
  handoverEnd: 'contests.handoverEnd',
  autoAccept: 'contests.autoAccept',
} as const;

/** Public: approved by an operator. */
export const contestVisible = (c: repo.ContestRow) => c.checked === ReviewState.approved;

/**
 * Design contests on the deal kernel (decision 043): their table, rows and words. The provider side is
 * not one member (many entrants, up to three winners): the actions check entrants and winners on the
 * entries themselves, and the kernel's `requireSide` is used for the client only.
 */
export function createContestDeal(deps: DealDeps) {
  return createDeal<repo.ContestRow, ContestState, ContestAction, ContestActor, ContestEvents>(
    {
      kind: 'contest',
      link: itemLinks.contest,
      machine: contestMachine,
      store: { states: repo.contestStates, bumpRev: repo.bumpRev, revIs: repo.revIs, find: repo.findContest },
      visible: contestVisible,
      provider: () => null,
      words: {
        notFound: '比稿不存在或未通过审核',
        conflict: '比稿状态已变化，请刷新后重试',
        only: {
          client: '只有比稿发布方可以进行此操作',
          provider: '只有获奖设计师可以进行此操作',
          party: '只有比稿发布方和参赛设计师可以进行此操作',
        },
      },
    },
    deps,
  );
}

export type ContestDeal = ReturnType<typeof createContestDeal>;

/** What the contest actions are given (contests-module.ts builds it once). */
export interface ContestDeps {
  db: Db;
  deal: ContestDeal;
  wallet: WalletService;
  paycodes: PaycodeService;
  pendingRoom: PendingRoom;
  /** An approved exhibition's dates (the listings module), for a contest naming its show (issue 31). */
  exhibition: (tx: Tx, id: number) => Promise<ExhibitionRef | null>;
  /** The people module's reputation: a contest's places count in its designers' (contests-reputation.ts). */
  reputation: Pick<Reputation, 'scheduleFor'>;
  /** Configuration: the least prize (fen), the entries one designer may send to one contest. */
  settings: { minPrizeFen: number; maxEntries: number };
}
