import type { ContestPubBody } from '@hz/contract/contests';
import type { Transaction, Tx } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { ActionBody } from '../deals/deal-kernel.ts';
import type { SessionMember } from '../members/session-member.ts';
import { acceptContest } from './actions/accept.ts';
import { contestApproved } from './actions/approved.ts';
import { chooseWinners } from './actions/choose-winners.ts';
import { closeContest } from './actions/close.ts';
import { contestHall } from './actions/contest-hall.ts';
import { contestInfoFor } from './actions/contest-info.ts';
import { editEntry } from './actions/entry-edit.ts';
import { entryList } from './actions/entry-list.ts';
import { commentEntry, eliminateEntry, rateEntry } from './actions/entry-review.ts';
import { showEntry } from './actions/entry-show.ts';
import { submitEntry } from './actions/entry-submit.ts';
import { withdrawEntry } from './actions/entry-withdraw.ts';
import { extendContest } from './actions/extend.ts';
import { handover } from './actions/handover.ts';
import { myContests } from './actions/my-contests.ts';
import { nameFinalists } from './actions/name-finalists.ts';
import { publishContest } from './actions/publish.ts';
import type { ContestDeps } from './contests-deal.ts';

type Member = Pick<SessionMember, 'id' | 'personauth' | 'businsauth'>;

/**
 * Design contests (issue 30; docs/domains/contests.md; decision 054): each call is one file under
 * `actions/`, given the module's dependencies, the member and the body. This only wires them.
 */
export function createContestsService(d: ContestDeps) {
  return {
    publish: (m: Member, b: ContestPubBody) => publishContest(d, m, b),
    info: (id: number, viewer: Viewer) => contestInfoFor(d, id, viewer),
    hall: (b: Parameters<typeof contestHall>[1]) => contestHall(d, b),
    mine: (m: Member, b: ActionBody<typeof myContests>) => myContests(d, m, b),
    extend: (m: Member, b: ActionBody<typeof extendContest>) => extendContest(d, m, b),
    close: (m: Member, id: number) => closeContest(d, m, id),
    submit: (m: Member, b: ActionBody<typeof submitEntry>) => submitEntry(d, m, b),
    edit: (m: Member, b: ActionBody<typeof editEntry>) => editEntry(d, m, b),
    withdraw: (m: Member, id: number) => withdrawEntry(d, m, id),
    show: (m: Member, b: ActionBody<typeof showEntry>) => showEntry(d, m, b),
    entries: (id: number, viewer: Viewer) => entryList(d, id, viewer),
    rate: (m: Member, b: ActionBody<typeof rateEntry>) => rateEntry(d, m, b),
    comment: (m: Member, b: ActionBody<typeof commentEntry>) => commentEntry(d, m, b),
    eliminate: (m: Member, id: number) => eliminateEntry(d, m, id),
    finalists: (m: Member, b: ActionBody<typeof nameFinalists>) => nameFinalists(d, m, b),
    choose: (m: Member, b: ActionBody<typeof chooseWinners>) => chooseWinners(d, m, b),
    handover: (m: Member, b: ActionBody<typeof handover>) => handover(d, m, b),
    accept: (m: Member, b: ActionBody<typeof acceptContest>) => acceptContest(d, m, b),
    /** An operator approved the contest (the content module's hook, in the decision's transaction). */
    // the content module's decision runs in a transaction (`db.transaction`), typed there as either handle
    approved: (tx: Tx, id: number) => contestApproved(d, tx as Transaction, id),
  };
}

export type ContestsService = ReturnType<typeof createContestsService>;
