import { itemLinks } from '@hz/contract/common/links';
import { ReviewState, VerifyState } from '@hz/contract/common/states';
import {
  type WorkInfo,
  type WorkKind,
  type WorkLikeBody,
  type WorkLikeData,
  type WorkPubBody,
  type WorkPubData,
  workKindNames,
} from '@hz/contract/people';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { clientKey } from '../../lib/client-key.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { type ContactScreen, contactScreen } from '../../lib/contact-mask.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import { requireOwnFile } from '../uploads/uploads-service.ts';
import {
  exhibitionOf,
  image,
  ownerCard,
  profileKindOfWork,
  shown,
  shownHtml,
  workItem,
} from './people-views.ts';
import type { Viewer } from '../../lib/viewer.ts';
import * as profilesRepo from './profiles-repository.ts';
import { refreshProfile } from './profiles-service.ts';
import type { Reputation } from './reputation-service.ts';
import * as repo from './works-repository.ts';

/** What a work kind needs of its publisher, and how a refusal says it. */
const needs = {
  work: {
    flag: 'personauth',
    verify: '发布设计作品需要先通过实名认证（个人认证）',
    profile: '请先开通设计师资料，再发布设计作品',
  },
  case: {
    flag: 'businsauth',
    verify: '发布搭建案例需要先通过企业认证',
    profile: '请先开通工厂资料，再发布搭建案例',
  },
} as const;

/**
 * A visitor's views of one work count once in this window (decision 049): the shared limiter's store
 * (the database's `rate_limits`, or Redis) remembers `view:<work>:<visitor>` until it ends.
 */
export const WORK_VIEW_WINDOW_MS = 30 * 60_000;
/** 点赞 and taking it back, per member, per minute (every work and case together). */
export const LIKES_PER_MINUTE = 30;

const notFound = (kind: WorkKind) => new AppError('not_found', `${workKindNames[kind]}不存在或未通过审核`);

/**
 * The content module's hook for kinds `work` and `case` (people-moderation.ts): an approval records the
 * first publication, puts the title into the owner's profile vector and count, and schedules the owner's
 * reputation. A rejection hides nothing that was public (an edit already took it back to review).
 */
export async function workDecided(tx: Tx, id: number, approved: boolean, reputation: Reputation) {
  if (!approved) return;
  const owner = await repo.workOwner(tx, id);
  if (!owner) return;
  await repo.markPublished(tx, id);
  await refreshProfile(tx, owner.memberId, profileKindOfWork(owner.kind));
  await reputation.scheduleFor(tx, owner.memberId);
}

/** For the gallery (app.ts wires it): a work or case a booth photo may name, and whether it is public. */
export const findWorkRef = (tx: Tx, id: number) => repo.findWorkRef(tx, id);

/**
 * Works (designers) and build cases (factories) (issue 12, point 2): published by the owner of a profile
 * of the matching kind, moderated (kinds `work`, `case`), public while approved and the profile is public;
 * edited back to review; deleted for good (booth photos that named one keep their place without it).
 */
export function createWorksService(deps: {
  db: Db;
  pendingRoom: PendingRoom;
  reputation: Reputation;
  recordContact: RecordContactAttempt;
  limiter: Limiter;
}) {
  const { db, pendingRoom, reputation, recordContact, limiter } = deps;

  /** A work or case the public may see, or `not_found` (`forUpdate`: locked until the transaction ends). */
  async function findPublic(tx: Tx, kind: WorkKind, id: number, opts: { forUpdate?: boolean } = {}) {
    const r = await repo.findWork(tx, id, opts);
    if (!r || r.kind !== kind || r.checked !== ReviewState.approved || !r.ownerPublished)
      throw notFound(kind);
    return r;
  }

  function info(r: repo.WorkRow, viewer: Viewer, liked = false): WorkInfo {
    const mine = viewer?.id === r.memberId;
    const privileged = mine || viewer?.isadmin === true;
    const { date, time } = chinaParts(r.createdAt);
    return {
      id: r.id,
      kind: r.kind,
      title: shown(r.title),
      cover: image(r.cover),
      pics: r.pics.map(image),
      areas: r.areas,
      opens: r.opens,
      style: r.style,
      conts: shownHtml(r.conts),
      exhibition: exhibitionOf(r, privileged),
      owner: ownerCard(profileKindOfWork(r.kind), r),
      mine,
      checked: r.checked,
      reason: privileged && r.checked === ReviewState.rejected ? r.reason : '',
      link: itemLinks[r.kind](r.id),
      dates: date,
      times: time,
      views: r.views,
      likes: r.likes,
      liked,
    };
  }

  /**
   * Checks the pictures and the exhibition, and turns the body into stored fields: the texts masked
   * (what was found stays in `screen` for the attempt's record).
   */
  async function fields(
    tx: Tx,
    memberId: number,
    b: WorkPubBody,
    screen: ContactScreen,
  ): Promise<repo.WorkFields> {
    const opts = (field: string) => ({ purposes: ['listing'] as const, kind: 'image' as const, field });
    await requireOwnFile(tx, memberId, b.cover, opts('cover'));
    for (const id of b.pics) await requireOwnFile(tx, memberId, id, opts('pics'));
    if (b.listingId !== undefined) {
      const expo = await repo.findExhibition(tx, b.listingId);
      if (expo?.checked !== ReviewState.approved) {
        const msg = '展会不存在或未通过审核，请选择已公开的展会';
        throw new AppError('invalid_params', msg, { fields: { listingId: msg } });
      }
    }
    const conts = screen.html('conts', sanitizeRichText(b.conts, { links: false }));
    if (plainText(conts).length < 10) {
      const msg = '作品说明至少10个字';
      throw new AppError('invalid_params', msg, { fields: { conts: msg } });
    }
    return {
      title: screen.text('title', b.title),
      cover: b.cover,
      pics: [...new Set(b.pics)].filter((id) => id !== b.cover),
      listingId: b.listingId ?? null,
      areas: b.areas,
      opens: b.opens,
      style: b.style,
      conts,
    };
  }

  return {
    /**
     * Publish (no `id`) or edit one's own (`id`); either way it waits for review. Contact details in the
     * texts are stored masked, recorded as an attempt, and the answer says so (`contactHidden`).
     */
    async publish(member: SessionMember, kind: WorkKind, b: WorkPubBody): Promise<WorkPubData> {
      const screen = contactScreen();
      const need = needs[kind];
      if (member[need.flag] !== VerifyState.approved)
        throw new AppError('not_verified', need.verify, { need: need.flag });
      const id = await db.transaction(async (tx) => {
        if (!(await profilesRepo.findProfile(tx, member.id, profileKindOfWork(kind))))
          throw new AppError('state_conflict', need.profile);
        if (b.id !== undefined) {
          const own = await repo.findWork(tx, b.id, { forUpdate: true });
          // another member's work, or one of the other kind, is as unknown as a missing one
          if (!own || own.memberId !== member.id || own.kind !== kind) throw notFound(kind);
          await repo.updateWork(tx, own.id, await fields(tx, member.id, b, screen));
          await recordContact(tx, member.id, { kind, id: own.id, title: b.title }, screen.found);
          if (own.checked === ReviewState.approved) {
            // it leaves the public pages until approved again: its title leaves the profile's vector
            await refreshProfile(tx, member.id, profileKindOfWork(kind));
            await reputation.scheduleFor(tx, member.id);
          }
          return own.id;
        }
        await pendingRoom(tx, kind, member.id);
        const made = await repo.insertWork(tx, member.id, kind, await fields(tx, member.id, b, screen));
        await recordContact(tx, member.id, { kind, id: made, title: b.title }, screen.found);
        return made;
      });
      return { ...info((await repo.findWork(db, id))!, member), contactHidden: screen.hidden() };
    },

    /** Deletes one's own; gone from every public list at once. */
    async remove(member: SessionMember, kind: WorkKind, id: number) {
      await db.transaction(async (tx) => {
        const own = await repo.findWork(tx, id, { forUpdate: true });
        if (!own || own.memberId !== member.id || own.kind !== kind) throw notFound(kind);
        await repo.deleteWork(tx, id);
        if (own.checked === ReviewState.approved) {
          await refreshProfile(tx, member.id, profileKindOfWork(kind));
          await reputation.scheduleFor(tx, member.id);
        }
      });
      return { id };
    },

    /** Public while approved and its profile is public; the owner and operators see it in any state. */
    async detail(kind: WorkKind, id: number, viewer: Viewer) {
      const r = await repo.findWork(db, id);
      if (!r || r.kind !== kind) throw notFound(kind);
      const isPublic = r.checked === ReviewState.approved && r.ownerPublished;
      if (!isPublic && viewer?.id !== r.memberId && !viewer?.isadmin) throw notFound(kind);
      return info(r, viewer, await repo.isLiked(db, r.id, viewer?.id));
    },

    /**
     * `Designer/viewWork`, `Company/viewCase`: the browser opened the public page. Counted once per
     * visitor (the member, else the client's address) and work in `WORK_VIEW_WINDOW_MS`; the owner's own
     * views are not. With the limiter's store down, the view is counted (the limiter lets hits through).
     */
    async view(kind: WorkKind, id: number, viewer: Viewer, ip: string) {
      const r = await findPublic(db, kind, id);
      if (viewer?.id === r.memberId) return { views: r.views };
      const who = viewer ? `m${viewer.id}` : clientKey(ip);
      const seen = await limiter.hit(`view:${r.id}:${who}`, 1, WORK_VIEW_WINDOW_MS);
      if (seen) return { views: r.views };
      return { views: await repo.countView(db, r.id) };
    },

    /**
     * `Designer/likeWork`, `Company/likeCase`: 点赞 (`like` 1) or take it back (0) on a public work or case,
     * by any member but its owner; a repeat changes nothing. The count is exact (the trigger of migration
     * 0040 keeps `works.likes` with the rows, in this transaction).
     */
    async like(member: SessionMember, kind: WorkKind, b: WorkLikeBody): Promise<WorkLikeData> {
      const own = (r: repo.WorkRow) => {
        if (r.memberId === member.id)
          throw new AppError('forbidden', `不能给自己的${workKindNames[kind]}点赞`);
      };
      own(await findPublic(db, kind, b.id));
      const often = await limiter.hit(`like:${member.id}`, LIKES_PER_MINUTE, 60_000);
      if (often?.refused === 'often')
        throw rateLimited('操作过于频繁，请稍后再试', often.retryAfterMs / 1000);
      // checked again under the row's lock: a work withdrawn or deleted meanwhile is refused, not liked
      // (the trigger's update of the count waits for this lock anyway)
      const likes = await db.transaction(async (tx) => {
        own(await findPublic(tx, kind, b.id, { forUpdate: true }));
        return repo.setLike(tx, b.id, member.id, b.like === 1);
      });
      return { liked: b.like === 1, likes };
    },

    /** The member's own, every state, last changed first. */
    async mine(member: SessionMember, kind: WorkKind, b: { page: number; pageSize: number }) {
      const { rows, total } = await repo.listOwnWorks(db, member.id, kind, {
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      return {
        listItem: rows.map((r) => ({
          ...workItem(r, true),
          checked: r.checked,
          reason: r.checked === ReviewState.rejected ? r.reason : '',
          updated: `${chinaParts(r.updatedAt).date} ${chinaParts(r.updatedAt).time}`,
        })),
        total,
        page: b.page,
        pageSize: b.pageSize,
      };
    },
  };
}

export type WorksService = ReturnType<typeof createWorksService>;
