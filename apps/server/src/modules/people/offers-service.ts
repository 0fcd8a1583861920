import { itemLinks } from '@hz/contract/common/links';
import { ReviewState, VerifyState } from '@hz/contract/common/states';
import type { ProfileKind } from '@hz/contract/people';
import type {
  ServiceInfo,
  ServiceItem,
  ServicePubBody,
  ServicePubData,
  ServiceType,
} from '@hz/contract/services';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { type ContactScreen, contactScreen } from '../../lib/contact-mask.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import { fileUrl, requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import { image, ownerCard, shown } from './people-views.ts';
import type { Viewer } from '../../lib/viewer.ts';
import * as repo from './offers-repository.ts';
import * as profilesRepo from './profiles-repository.ts';

/** The profile kind a service type belongs to. */
export const profileKindOfService = (type: ServiceType): ProfileKind =>
  type === 'design' ? 'designer' : 'factory';

const needs = {
  design: {
    flag: 'personauth',
    verify: '发布设计服务需要先通过实名认证（个人认证）',
    profile: '请先开通设计师资料，再发布设计服务',
  },
  build: {
    flag: 'businsauth',
    verify: '发布搭建服务需要先通过企业认证',
    profile: '请先开通工厂资料，再发布搭建服务',
  },
} as const;

const notFound = () => new AppError('not_found', '服务不存在或未通过审核');

/** The content module's hook for kind `service`: an approval records the first publication. */
export async function offerDecided(tx: Tx, id: number, approved: boolean) {
  if (approved) await repo.markOfferPublished(tx, id);
}

/**
 * A service's terms as ordering it needs them (modules/tasks, decision 025): its owner, type, area range,
 * price, delivery days, what it includes (the deliverables and rounds it names), whether it is public (approved, with the owner's profile public) and whether the owner
 * is still verified as a person; null for no such service.
 */
export async function findServiceTerms(tx: Tx, id: number) {
  const r = await repo.findOffer(tx, id);
  if (!r) return null;
  return {
    id: r.id,
    memberId: r.memberId,
    type: r.type,
    title: r.title,
    cover: r.cover,
    areaMin: r.areaMin,
    areaMax: r.areaMax,
    price: r.price,
    negotiable: r.negotiable,
    days: r.days,
    includes: r.includes,
    isPublic: r.checked === ReviewState.approved && r.ownerPublished === true,
    personVerified: r.personauth === VerifyState.approved,
  };
}
export type ServiceTerms = NonNullable<Awaited<ReturnType<typeof findServiceTerms>>>;

/**
 * Fixed-price services (issue 12, point 3): a designer's design services, a factory's build services;
 * moderated (kind `service`); public while approved and the owner's profile of that kind is public; an
 * edit goes back to review; deleted for good. A design service is ordered through the tasks module
 * (`Taskcenter/orderService`, decision 025).
 */
export function createOffersService(deps: {
  db: Db;
  pendingRoom: PendingRoom;
  recordContact: RecordContactAttempt;
}) {
  const { db, pendingRoom, recordContact } = deps;

  const item = (r: repo.OfferRow): ServiceItem => ({
    id: r.id,
    type: r.type,
    title: shown(r.title),
    areaMin: r.areaMin,
    areaMax: r.areaMax,
    price: fenToYuan(r.price),
    negotiable: r.negotiable,
    days: r.days,
    cover: fileUrl(r.cover),
    thumb: thumbUrl(r.cover),
    link: itemLinks.service(r.id),
    dates: chinaParts(r.publishedAt ?? r.createdAt).date,
  });

  function info(r: repo.OfferRow, viewer: Viewer): ServiceInfo {
    const mine = viewer?.id === r.memberId;
    const privileged = mine || viewer?.isadmin === true;
    const { thumb: _thumb, ...rest } = item(r);
    return {
      ...rest,
      dates: chinaParts(r.createdAt).date,
      times: chinaParts(r.createdAt).time,
      includes: shown(r.includes),
      excludes: shown(r.excludes),
      cover: image(r.cover),
      pics: r.pics.map(image),
      owner: ownerCard(profileKindOfService(r.type), r),
      mine,
      checked: r.checked,
      reason: privileged && r.checked === ReviewState.rejected ? r.reason : '',
    };
  }

  async function fields(
    tx: Tx,
    memberId: number,
    b: ServicePubBody,
    screen: ContactScreen,
  ): Promise<repo.OfferFields> {
    const opts = (field: string) => ({ purposes: ['listing'] as const, kind: 'image' as const, field });
    await requireOwnFile(tx, memberId, b.cover, opts('cover'));
    for (const id of b.pics) await requireOwnFile(tx, memberId, id, opts('pics'));
    return {
      type: b.type,
      title: screen.text('title', b.title),
      areaMin: b.areaMin,
      areaMax: b.areaMax,
      price: b.negotiable ? 0 : b.price,
      negotiable: b.negotiable,
      days: b.days,
      includes: screen.text('includes', b.includes),
      excludes: screen.text('excludes', b.excludes),
      cover: b.cover,
      pics: [...new Set(b.pics)].filter((id) => id !== b.cover),
    };
  }

  return {
    /** Publish (no `id`) or edit one's own (`id`); either way it waits for review. */
    async publish(member: SessionMember, b: ServicePubBody): Promise<ServicePubData> {
      const screen = contactScreen();
      const need = needs[b.type];
      if (member[need.flag] !== VerifyState.approved)
        throw new AppError('not_verified', need.verify, { need: need.flag });
      const id = await db.transaction(async (tx) => {
        if (!(await profilesRepo.findProfile(tx, member.id, profileKindOfService(b.type))))
          throw new AppError('state_conflict', need.profile);
        if (b.id !== undefined) {
          const own = await repo.findOffer(tx, b.id, { forUpdate: true });
          if (!own || own.memberId !== member.id) throw notFound();
          await repo.updateOffer(tx, own.id, await fields(tx, member.id, b, screen));
          await recordContact(tx, member.id, { kind: 'service', id: own.id, title: b.title }, screen.found);
          return own.id;
        }
        await pendingRoom(tx, 'service', member.id);
        const made = await repo.insertOffer(tx, member.id, await fields(tx, member.id, b, screen));
        await recordContact(tx, member.id, { kind: 'service', id: made, title: b.title }, screen.found);
        return made;
      });
      return { ...info((await repo.findOffer(db, id))!, member), contactHidden: screen.hidden() };
    },

    async remove(member: SessionMember, id: number) {
      await db.transaction(async (tx) => {
        const own = await repo.findOffer(tx, id, { forUpdate: true });
        if (!own || own.memberId !== member.id) throw notFound();
        await repo.deleteOffer(tx, id);
      });
      return { id };
    },

    /** Public while approved and its profile is public; the owner and operators see it in any state. */
    async detail(id: number, viewer: Viewer) {
      const r = await repo.findOffer(db, id);
      if (!r) throw notFound();
      const isPublic = r.checked === ReviewState.approved && r.ownerPublished;
      if (!isPublic && viewer?.id !== r.memberId && !viewer?.isadmin) throw notFound();
      return info(r, viewer);
    },

    async mine(member: SessionMember, b: { page: number; pageSize: number }) {
      const { rows, total } = await repo.listOwnOffers(db, member.id, {
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      return {
        listItem: rows.map((r) => {
          const { date, time } = chinaParts(r.updatedAt);
          return {
            ...item(r),
            checked: r.checked,
            reason: r.checked === ReviewState.rejected ? r.reason : '',
            updated: `${date} ${time}`,
          };
        }),
        total,
        page: b.page,
        pageSize: b.pageSize,
      };
    },

    /** A member's approved services, of the types whose profile is public. */
    async openList(b: { cardno: string; type: ServiceType | ''; page: number; pageSize: number }) {
      const member = await profilesRepo.findMember(db, b.cardno);
      const types: ServiceType[] = [];
      if (member) {
        for (const type of ['design', 'build'] as const) {
          if (b.type && b.type !== type) continue;
          const p = await profilesRepo.findProfile(db, member.id, profileKindOfService(type));
          if (p?.publishedAt) types.push(type);
        }
      }
      if (!member || types.length === 0)
        throw new AppError('not_found', '设计师或工厂不存在或资料尚未通过审核');
      const { rows, total } = await repo.listPublicOffers(db, member.id, types, {
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      return { listItem: rows.map(item), total, page: b.page, pageSize: b.pageSize };
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
