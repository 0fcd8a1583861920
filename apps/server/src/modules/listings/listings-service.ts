import { escapeHtml, excerpt, highlight, queryTokens } from '@hz/contract/common/search-tokens';
import {
  type ListingKind,
  type ListingPubBody,
  type ListingSearchBody,
  type ListingStatus,
  listingKindNames,
} from '@hz/contract/listings';

import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { tsqueryLiteral, tsvectorLiteral } from '../../lib/search-text.ts';
import type { ContentRow, Moderated } from '../content/content-service.ts';
import { refuseDeepPage } from '../content/search-window.ts';
import { isFavorite } from '../favorites/favorites-repository.ts';
import { fileUrl, requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import * as repo from './listings-repository.ts';
import { plainText, sanitizeRichText } from './rich-text.ts';

/**
 * A listing's search vector (decision 008): the title weighted A, the rest (industry, city, venue, hall,
 * organiser, the description's plain text) B. Also used by the bench's data generator.
 */
export const listingSearchText = (l: {
  title: string;
  industry: string;
  city: string;
  venue: string;
  hall: string;
  organiser: string;
  /** The description as plain text. */
  text: string;
}) =>
  tsvectorLiteral([
    { text: l.title, weight: 'A' },
    { text: [l.industry, l.city, l.venue, l.hall, l.organiser, l.text].join(' '), weight: 'B' },
  ]);

/**
 * The convention space a listing names as its venue (`spaces.id`), with its review state; provided by the
 * spaces module (app.ts wires it), so that this module does not reach into spaces.
 */
export type VenueLookup = (
  tx: Tx,
  id: number,
) => Promise<{ id: number; title: string; checked: number } | null>;

/** Who is asking: null for a visitor. */
export type Viewer = { id: number; isadmin: boolean } | null;

/** The site page that shows one listing of a kind (the seed's route table). */
export const listingLink = (kind: ListingKind, id: number) =>
  `${kind === 'huizhan' ? '/exhibition' : '/actvity'}?id=${id}`;

export function listingStatus(sdate: string, edate: string, today: string): ListingStatus {
  if (today < sdate) return 'upcoming';
  if (today > edate) return 'past';
  return 'ongoing';
}

const image = (id: string) => ({ id, url: fileUrl(id), thumb: thumbUrl(id) });

/**
 * A member keeps at most this many new listings of a kind waiting for review (as booth photos have
 * `pendingPhotoLimit`): one uploaded cover would otherwise let one account fill the operators' queue.
 */
export const PENDING_LISTING_LIMIT = 50;

const notFound = (kind: ListingKind) =>
  new AppError('not_found', `${listingKindNames[kind]}不存在或未通过审核`);

/**
 * Exhibitions and conferences (DESIGN §5 Listings; docs/domains/listings.md): any logged-in member
 * publishes; every publish and edit waits for an operator (`checked` 0 → 1 or 2); only approved ones are
 * public. Search is the app-side bigram index of decision 008.
 */
export function createListingsService(deps: { db: Db; venues: VenueLookup; now?: () => Date }) {
  const { db, venues } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => chinaParts(now()).date;

  const info = (r: repo.ListingView, viewer: Viewer) => {
    const { date, time } = chinaParts(r.updatedAt);
    const mine = viewer?.id === r.memberId;
    const privileged = mine || viewer?.isadmin === true;
    return {
      id: r.id,
      kind: r.kind as ListingKind,
      title: r.title,
      industry: r.industry,
      organiser: r.organiser,
      venue: r.venue,
      hall: r.hall,
      prov: r.prov,
      city: r.city,
      addr: r.addr,
      sdate: r.sdate,
      edate: r.edate,
      indate: r.indate ?? '',
      outdate: r.outdate ?? '',
      areas: r.areas,
      exhibitors: r.exhibitors,
      visitors: r.visitors,
      status: listingStatus(r.sdate, r.edate, today()),
      conts: r.conts,
      cover: image(r.cover),
      pics: r.pics.map(image),
      plans: r.plans.map(image),
      // contact details are for logged-in members only
      contact: viewer ? r.contact : '',
      phone: viewer ? r.phone : '',
      cardno: r.cardno,
      mine,
      checked: r.checked,
      reason: privileged && r.checked === 2 ? r.reason : '',
      dates: date,
      times: time,
    };
  };

  /** The linked space while it is approved: a link to a page others can open. */
  const venueOf = async (spaceId: number | null) => {
    const v = spaceId ? await venues(db, spaceId) : null;
    return v && v.checked === 1 ? { id: v.id, title: v.title } : null;
  };

  /** Checks the images and the venue, and turns the body into stored fields with their search vector. */
  async function fields(tx: Tx, memberId: number, b: ListingPubBody): Promise<repo.ListingFields> {
    if (b.spaceId) {
      const v = await venues(tx, b.spaceId);
      if (v?.checked !== 1) {
        const msg = '关联的场地不存在或未通过审核';
        throw new AppError('invalid_params', msg, { fields: { spaceId: msg } });
      }
    }
    const opts = (field: string) => ({ purposes: ['listing'] as const, kind: 'image' as const, field });
    await requireOwnFile(tx, memberId, b.cover, opts('cover'));
    for (const id of b.pics) await requireOwnFile(tx, memberId, id, opts('pics'));
    for (const id of b.plans) await requireOwnFile(tx, memberId, id, opts('plans'));
    const conts = sanitizeRichText(b.conts);
    const text = plainText(conts);
    if (text.length < 10) {
      const msg = '详细介绍至少10个字';
      throw new AppError('invalid_params', msg, { fields: { conts: msg } });
    }
    return {
      title: b.title,
      industry: b.industry,
      organiser: b.organiser,
      venue: b.venue,
      hall: b.hall,
      prov: b.prov,
      city: b.city,
      addr: b.addr,
      sdate: b.sdate,
      edate: b.edate,
      indate: b.indate || null,
      outdate: b.outdate || null,
      areas: b.areas,
      exhibitors: b.exhibitors,
      visitors: b.visitors,
      conts,
      cover: b.cover,
      pics: [...new Set(b.pics)],
      plans: [...new Set(b.plans)],
      contact: b.contact,
      phone: b.phone,
      spaceId: b.spaceId ?? null,
      searchText: listingSearchText({ ...b, text }),
    };
  }

  return {
    /** Publish (no `id`) or edit one's own (`id`); either way it waits for review. */
    async publish(kind: ListingKind, member: { id: number; isadmin: boolean }, b: ListingPubBody) {
      const id = await db.transaction(async (tx) => {
        if (b.id !== undefined) {
          const own = await repo.findListing(tx, kind, b.id, { forUpdate: true });
          // another member's listing is as unknown as a missing one
          if (!own || own.memberId !== member.id) throw notFound(kind);
          await repo.updateListing(tx, own.id, await fields(tx, member.id, b));
          return own.id;
        }
        await repo.lockMember(tx, member.id);
        if ((await repo.countPending(tx, member.id, kind)) >= PENDING_LISTING_LIMIT)
          throw new AppError(
            'limit_exceeded',
            `待审核的${listingKindNames[kind]}最多${PENDING_LISTING_LIMIT}个，请等审核后再发布`,
          );
        return repo.insertListing(tx, kind, member.id, await fields(tx, member.id, b));
      });
      const row = await repo.findListing(db, kind, id);
      return {
        ...info(row!, member),
        space: await venueOf(row!.spaceId),
        fvr: await isFavorite(db, member.id, kind, id),
      };
    },

    /** Approved ones for everyone; the publisher and operators also see the others. */
    async detail(kind: ListingKind, id: number, viewer: Viewer) {
      const r = await repo.findListing(db, kind, id);
      if (!r) throw notFound(kind);
      if (r.checked !== 1 && viewer?.id !== r.memberId && !viewer?.isadmin) throw notFound(kind);
      return {
        ...info(r, viewer),
        space: await venueOf(r.spaceId),
        fvr: await isFavorite(db, viewer?.id, kind, r.id),
      };
    },

    async search(kind: ListingKind, b: ListingSearchBody) {
      // the keyword is cut into letters and digits: a NUL in it is dropped like other punctuation
      refuseDeepPage(b);
      const tokens = queryTokens(b.keyword);
      const { rows, total, capped } = await repo.searchListings(db, {
        kind,
        tsquery: tsqueryLiteral(tokens),
        prov: b.prov,
        city: b.city,
        industry: b.industry,
        from: b.sdate,
        to: b.edate,
        today: today(),
        status: b.status,
        sort: b.sort,
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      return {
        listItem: rows.map((r) => ({
          id: r.id,
          kind: r.kind as ListingKind,
          title: tokens.length ? highlight(r.title, tokens) : escapeHtml(r.title),
          summary: excerpt(plainText(r.conts), tokens),
          industry: r.industry,
          prov: r.prov,
          city: r.city,
          venue: r.venue,
          sdate: r.sdate,
          edate: r.edate,
          status: listingStatus(r.sdate, r.edate, today()),
          cover: fileUrl(r.cover),
          thumb: thumbUrl(r.cover),
          dates: chinaParts(r.createdAt).date,
        })),
        total,
        totalCapped: capped,
        page: b.page,
        pageSize: b.pageSize,
      };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;

const contentRow = (r: repo.ListingView): ContentRow => ({ ...r, sub: r.industry });

/** Exhibitions or conferences in the content service's moderation (modules/content). */
export const listingModeration = (kind: ListingKind): Moderated => ({
  kind,
  link: (id) => listingLink(kind, id),
  own: async (db, memberId, o) => {
    const { rows, total } = await repo.listOwn(db, memberId, kind, o);
    return { rows: rows.map(contentRow), total };
  },
  queue: async (db, checked, o) => {
    const { rows, total } = await repo.listQueue(db, kind, checked, o);
    return { rows: rows.map(contentRow), total };
  },
  lock: async (tx, id) => {
    const r = await repo.findListing(tx, kind, id, { forUpdate: true });
    return r && contentRow(r);
  },
  decide: (tx, id, d) => repo.decideListing(tx, id, d),
});

/**
 * The approved exhibitions and conferences at a convention space that have not ended by `today`, soonest
 * first: the spaces module shows them on the space's page (app.ts wires it in).
 */
export async function listingsAtSpace(tx: Tx, spaceId: number, today: string, limit: number) {
  const rows = await repo.listAtSpace(tx, spaceId, today, limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ListingKind,
    title: r.title,
    sdate: r.sdate,
    edate: r.edate,
    status: listingStatus(r.sdate, r.edate, today),
    thumb: thumbUrl(r.cover),
  }));
}
