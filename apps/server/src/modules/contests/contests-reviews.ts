import { itemLinks } from '@hz/contract/common/links';
import { ContestState as S, ReviewState } from '@hz/contract/common/states';
import type { Transaction as Tx } from '../../db/client.ts';
import type { ReviewKindDef, ReviewSubject } from '../reviews/reviews-service.ts';
import * as repo from './contests-repository.ts';

/**
 * A contest's entry as the reviews see it (kind `contest`; docs/domains/contests.md "Reviews and
 * complaints"). The subject is an entry, so each awarded place is one client–winner pair: reviewable once
 * its contest is completed by the client's acceptance (or the automatic one) with the entry handed over.
 * A share paid at the window's end (a split) is not: nobody chose it and nothing was handed over. The
 * contest row is locked (not the entry's), so two reviews of one contest never interleave.
 */
export async function contestReviewSubject(
  tx: Tx,
  entryId: number,
  lock: boolean,
): Promise<ReviewSubject | undefined> {
  const e = await repo.findEntry(tx, entryId);
  if (!e) return undefined;
  const c = await repo.findContest(tx, e.contestId, lock);
  if (!c) return undefined;
  const completed = c.status === S.completed && e.place !== null && e.handedAt !== null;
  return {
    id: e.id,
    title: c.title,
    link: itemLinks.contest(c.id),
    completed,
    completedAt: completed ? c.settledAt : null,
    client: c.memberId,
    provider: e.memberId,
    visible: c.checked === ReviewState.approved,
    // a place not handed over within its 7 days is taken back: a handed-over one was on time
    onTime: e.handedAt ? true : null,
  };
}

export const contestReviewKind: ReviewKindDef = {
  kind: 'contest',
  noun: '悬赏比稿',
  providerProfile: 'designer',
  writeLink: (id) => `/personCenter/evaluateEdit?id=${id}&kind=contest`,
  subject: contestReviewSubject,
};
