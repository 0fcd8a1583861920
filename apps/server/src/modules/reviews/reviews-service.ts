import { CmtState } from '@hz/contract/common/states';
import type { ProfileKind } from '@hz/contract/people';
import {
  type CmtBody,
  type CmtItem,
  type cmtEditBody,
  type cmtListBody,
  type designerCmtsBody,
  REVIEW_WINDOW_DAYS,
  type ReviewCriterion,
  type ReviewKind,
  type ReviewRole,
  reviewCriteria,
  reviewCriterionNames,
  reviewRoleNames,
} from '@hz/contract/reviews';
import type { z } from '@hz/contract/common/zod';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import type { Notify } from '../notices/notices-service.ts';
import type { Reputation } from '../people/reputation-service.ts';
import * as repo from './reviews-repository.ts';

const DAY = 86_400_000;
export const PUBLISH_JOB = 'reviews.publish';
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * DAY;

/** One deal as the reviews see it: given by the module that owns the kind (`registerKind`). */
export interface ReviewSubject {
  id: number;
  title: string;
  link: string;
  /** In its completed state. */
  completed: boolean;
  completedAt: Date | null;
  client: number;
  provider: number | null;
  /** Public (approved): a stranger is refused with `forbidden` rather than `not_found`. */
  visible: boolean;
  /** Delivered on or before its deadline (first delivery); null if never delivered. */
  onTime: boolean | null;
}

export interface ReviewKindDef {
  kind: ReviewKind;
  /** The deal in Chinese (设计任务). */
  noun: string;
  /** The provider's profile kind, whose reputation inputs the client's ratings feed. */
  providerProfile: ProfileKind;
  /** The page where a party writes the review of one deal (the messages link there). */
  writeLink: (id: number) => string;
  /** The deal, locked for the caller's transaction when `lock`. */
  subject(tx: Tx, id: number, lock: boolean): Promise<ReviewSubject | undefined>;
}

export interface PublishPayload {
  kind: ReviewKind;
  subject: number;
}

type Member = Pick<SessionMember, 'id' | 'isadmin'>;
type Scores = Partial<Record<ReviewCriterion, number>>;

/** The message centre's kind: a contest's notices show as 设计任务, as the contest's own do. */
const noticeKind = (kind: ReviewKind) => (kind === 'contest' ? 'task' : kind);

const fieldError = (field: string, msg: string) =>
  new AppError('invalid_params', msg, { fields: { [field]: msg } });
const reviewNotFound = () => new AppError('not_found', '评价不存在');
const china = (d: Date | null) => (d ? chinaParts(d) : { date: '', time: '' });

/**
 * Reviews after a completed deal (issue 13 point 7; docs/domains/reviews.md; decision 024). A kind of deal
 * registers itself (`registerKind`) with how to find and lock one; the module that completes a deal calls
 * `completed` in that transaction (the provider's completed count and on-time delivery, and the window's
 * publication job). Both sides write once; the second review publishes both, else the job publishes
 * what is in when the window ends. Publishing feeds the client's rating into the provider's reputation.
 */
export function createReviewsService(deps: {
  db: Db;
  notify: Notify;
  jobs: JobsService;
  reputation: Reputation;
}) {
  const { db, notify, jobs, reputation } = deps;
  const kinds = new Map<ReviewKind, ReviewKindDef>();
  const kindOf = (kind: ReviewKind) => {
    const k = kinds.get(kind);
    if (!k) throw new Error(`reviews: kind ${kind} is not registered`);
    return k;
  };

  const closesAt = (s: ReviewSubject) => new Date(s.completedAt!.getTime() + REVIEW_WINDOW_MS);
  const publishJob = (tx: Tx, kind: ReviewKind, s: ReviewSubject) =>
    jobs.enqueue(tx, {
      name: PUBLISH_JOB,
      payload: { kind, subject: s.id } satisfies PublishPayload,
      runAt: closesAt(s),
      key: `reviews:${kind}:${s.id}:publish`,
    });

  function out(r: repo.ReviewRow, viewer: number): CmtItem {
    const written = china(r.createdAt);
    const crit = reviewCriteria[r.kind][r.role];
    return {
      id: r.id,
      kind: r.kind,
      subjectId: r.subjectId,
      title: r.title,
      link: r.link,
      role: r.role,
      mine: r.authorId === viewer,
      author: r.authorName,
      target: r.targetName,
      scores: crit.map((key) => ({ key, name: reviewCriterionNames[key], score: r.scores[key] ?? 0 })),
      rating: r.rating / 10,
      conts: r.conts,
      state: r.state,
      editable: r.state === CmtState.pending && r.authorId === viewer,
      dates: written.date,
      times: written.time,
      pubDates: china(r.publishedAt).date,
      closesDates: china(r.closesAt).date,
    };
  }

  /** The criteria of the role, each required; another role's refused. Returns the scores and the mean. */
  function scoresOf(kind: ReviewKind, role: ReviewRole, b: Scores) {
    const own = reviewCriteria[kind][role];
    const scores: Record<string, number> = {};
    for (const key of Object.keys(reviewCriterionNames) as ReviewCriterion[]) {
      const v = b[key];
      const name = reviewCriterionNames[key];
      if (own.includes(key)) {
        if (v === undefined) throw fieldError(key, `请为「${name}」打分`);
        scores[key] = v;
      } else if (v !== undefined) {
        throw fieldError(key, `「${name}」不是${reviewRoleNames[kind][role]}评价的项目`);
      }
    }
    const sum = own.reduce((a, k) => a + scores[k]!, 0);
    return { scores, rating: Math.round((sum * 10) / own.length) };
  }

  /** The deal and the member's side of it; refusals for a stranger. */
  async function sideOf(tx: Tx, kind: ReviewKind, id: number, member: Member, lock: boolean) {
    const def = kindOf(kind);
    const s = await def.subject(tx, id, lock);
    if (!s) throw new AppError('not_found', `${def.noun}不存在`);
    const role: ReviewRole | null =
      member.id === s.client ? 'client' : s.provider !== null && member.id === s.provider ? 'provider' : null;
    if (!role) {
      if (s.visible) throw new AppError('forbidden', `只有${def.noun}的双方可以评价`);
      throw new AppError('not_found', `${def.noun}不存在`);
    }
    return { def, s, role, other: role === 'client' ? s.provider! : s.client };
  }

  /** Publishes the deal's pending reviews (both in, or the window ended), in the caller's transaction. */
  async function publish(tx: Tx, kind: ReviewKind, subjectId: number) {
    const def = kindOf(kind);
    const s = await def.subject(tx, subjectId, true);
    const done = await repo.publishPending(tx, kind, subjectId);
    if (done.length === 0 || !s) return 0;
    for (const r of done) {
      if (r.role === 'client')
        await reputation.addOutcome(tx, r.targetId, def.providerProfile, {
          ratingSum: Math.round(r.rating / 10),
          ratingCount: 1,
        });
    }
    const conts = `「${s.title}」的评价已公开，可在“我的评价”中查看。`;
    for (const m of [s.client, s.provider]) {
      if (m !== null)
        await notify(tx, 'review.published', {
          to: m,
          kind: noticeKind(kind),
          title: '评价已公开',
          conts,
          link: `/personCenter/evaluateList?tab=received`,
        });
    }
    return done.length;
  }

  /** Why the member may not write a review of this deal now, or null. */
  async function whyNot(tx: Tx, kind: ReviewKind, s: ReviewSubject, memberId: number) {
    if (!s.completed || !s.completedAt) return `${kindOf(kind).noun}完成后才能评价`;
    const all = await repo.reviewsOf(tx, kind, s.id);
    if (all.some((r) => r.authorId === memberId)) return '您已评价过，公开前可以修改';
    if (all.some((r) => r.state === CmtState.published)) return '评价已公开，不能再评价';
    if ((await repo.dbNow(tx)).getTime() >= closesAt(s).getTime())
      return `评价期已结束（完成后${REVIEW_WINDOW_DAYS}天内可评价）`;
    return null;
  }

  return {
    registerKind(def: ReviewKindDef) {
      kinds.set(def.kind, def);
    },

    /**
     * The deal was completed, in the transaction that completed it: the provider's completed count and
     * on-time delivery, and the job that publishes the reviews when the window ends.
     */
    async completed(tx: Tx, kind: ReviewKind, id: number) {
      const def = kindOf(kind);
      const s = await def.subject(tx, id, false);
      if (!s?.completedAt || s.provider === null) return;
      await reputation.addOutcome(tx, s.provider, def.providerProfile, {
        completed: 1,
        onTime: s.onTime === true ? 1 : 0,
        late: s.onTime === false ? 1 : 0,
      });
      await publishJob(tx, kind, s);
    },

    /** The publication job's handler: whatever is still pending of the deal is published. */
    publishDue: (tx: Tx, p: PublishPayload) => publish(tx, p.kind, p.subject),

    write: (member: Member, kind: ReviewKind, b: CmtBody) =>
      db.transaction(async (tx) => {
        const { def, s, role, other } = await sideOf(tx, kind, b.id, member, true);
        const why = await whyNot(tx, kind, s, member.id);
        if (why) throw new AppError('state_conflict', why);
        const { scores, rating } = scoresOf(kind, role, b);
        const id = await repo.insertReview(tx, {
          kind,
          subjectId: s.id,
          authorId: member.id,
          targetId: other,
          role,
          scores,
          rating,
          conts: b.conts,
          title: s.title,
          link: s.link,
          closesAt: closesAt(s),
        });
        if (!id) throw new AppError('state_conflict', '您已评价过，公开前可以修改');
        // a deal completed before this module existed has no job yet: the key makes this a no-op otherwise
        await publishJob(tx, kind, s);
        const all = await repo.reviewsOf(tx, kind, s.id);
        if (all.length >= 2) await publish(tx, kind, s.id);
        else
          await notify(tx, 'review.received', {
            to: other,
            kind: noticeKind(kind),
            title: '对方已评价',
            conts: `「${s.title}」的对方已提交评价，您评价后双方的评价将一起公开（${def.noun}完成${REVIEW_WINDOW_DAYS}天后也会公开）。`,
            link: def.writeLink(s.id),
          });
        return out((await repo.findReview(tx, id))!, member.id);
      }),

    edit: (member: Member, b: z.infer<typeof cmtEditBody>) =>
      db.transaction(async (tx) => {
        const r = await repo.findReview(tx, b.id, true);
        if (!r || r.authorId !== member.id) throw reviewNotFound();
        if (r.state !== CmtState.pending) throw new AppError('state_conflict', '评价已公开，不能修改');
        const { scores, rating } = scoresOf(r.kind, r.role, b);
        if (!(await repo.updatePending(tx, r.id, { scores, rating, conts: b.conts })))
          throw new AppError('state_conflict', '评价已公开，不能修改');
        return out((await repo.findReview(tx, r.id))!, member.id);
      }),

    item: (member: Member, id: number) =>
      db.transaction(async (tx) => {
        const r = await repo.findReview(tx, id);
        const seen =
          r &&
          (r.authorId === member.id ||
            member.isadmin ||
            (r.targetId === member.id && r.state === CmtState.published));
        if (!seen) throw reviewNotFound();
        return out(r, member.id);
      }),

    list: (member: Member, b: z.infer<typeof cmtListBody>) =>
      db.transaction(async (tx) => {
        const { rows, total } = await repo.listOf(tx, { memberId: member.id, ...b });
        return {
          listItem: rows.map((r) => out(r, member.id)),
          total,
          page: b.page,
          pageSize: b.pageSize,
        };
      }),

    /** One deal as its party sees it for reviewing. */
    forSubject: (member: Member, kind: ReviewKind, id: number) =>
      db.transaction(async (tx) => {
        const { s, role, other } = await sideOf(tx, kind, id, member, false);
        const all = await repo.reviewsOf(tx, kind, s.id);
        const mine = all.find((r) => r.authorId === member.id);
        const theirs = all.find((r) => r.authorId === other);
        const why = await whyNot(tx, kind, s, member.id);
        return {
          id: s.id,
          kind,
          title: s.title,
          link: s.link,
          role,
          other: (await repo.memberName(tx, other)) ?? '',
          criteria: reviewCriteria[kind][role].map((key) => ({ key, name: reviewCriterionNames[key] })),
          canReview: why === null,
          why: why ?? '',
          closesDates: s.completedAt ? china(closesAt(s)).date : '',
          mine: mine ? out(mine, member.id) : null,
          theirs: theirs && theirs.state === CmtState.published ? out(theirs, member.id) : null,
          theirsIn: Boolean(theirs),
        };
      }),

    /**
     * A designer's published reviews from their clients, design tasks' and design contests' (a won place,
     * decision 061; the same criteria), with the mean rating overall and per criterion.
     */
    designerCmts: (b: z.infer<typeof designerCmtsBody>) =>
      db.transaction(async (tx) => {
        const memberId = await repo.publicProfileMember(tx, b.cardno, 'designer');
        if (!memberId) throw new AppError('not_found', '设计师不存在');
        const r = await repo.publishedFor(tx, { memberId, kinds: ['task', 'contest'], role: 'client', ...b });
        const one = (x: number) => Math.round(x * 10) / 10;
        return {
          rating: one(r.rating / 10),
          total: r.total,
          criteria: reviewCriteria.task.client.map((key) => ({
            key,
            name: reviewCriterionNames[key],
            avg: one(r.criteria.get(key) ?? 0),
          })),
          listItem: r.rows.map((x) => ({
            id: x.id,
            kind: x.kind,
            author: x.authorName,
            title: x.title,
            scores: reviewCriteria[x.kind][x.role].map((key) => ({
              key,
              name: reviewCriterionNames[key],
              score: x.scores[key] ?? 0,
            })),
            rating: x.rating / 10,
            conts: x.conts,
            pubDates: china(x.publishedAt).date,
          })),
          page: b.page,
          pageSize: b.pageSize,
        };
      }),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
