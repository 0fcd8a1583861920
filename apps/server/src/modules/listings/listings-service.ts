import { ReviewState } from '@hz/contract/common/states';
import {
  type AgendaItem,
  type ConferenceInfo,
  type ConferencePubBody,
  type ExhibitionInfo,
  type ExhibitionPubBody,
  type ListingKind,
  type ListingSearchBody,
  listingKindNames,
  listingStatus,
} from '@hz/contract/listings';

import type { Db, Tx } from '../../db/client.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { FavoriteLookup } from '../favorites/favorites-service.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { refuseDeepPage, searchPage } from '../search/search-service.ts';
import { fileUrl, imageOf, requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import { publishedDetail } from '../content/content-views.ts';
import * as repo from './listings-repository.ts';
import { type ListingSearchFields, listingSearches } from './listings-search.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import type { Viewer } from '../../lib/viewer.ts';

/**
 * A listing's search vector (decision 008; the weights are in listings-search.ts). Also used by the demo
 * seed and the bench's data generator.
 */
export const listingSearchText = (l: ListingSearchFields) => listingSearches.huizhan.vector(l);

/** A conference's agenda as the text its search vector holds: each item's topic and speaker. */
export const agendaPlainText = (agenda: readonly AgendaItem[]) =>
  agenda.map((a) => `${a.topic} ${a.speaker}`.trim()).join(' ');

/** The publish body of each kind (the contract's `exhibitionPubBody`, `conferencePubBody`). */
export interface PubBodies {
  huizhan: ExhibitionPubBody;
  huiyi: ConferencePubBody;
}
/** The detail of each kind, but for what the service adds to the row (`space`, `fvr`). */
type Infos = { huizhan: ExhibitionInfo; huiyi: ConferenceInfo };
type InfoOf<K extends ListingKind> = K extends ListingKind ? Omit<Infos[K], 'space' | 'fvr'> : never;

/**
 * The convention space a listing names as its venue (`spaces.id`), with its review state; provided by the
 * spaces module (app.ts wires it), so that this module does not reach into spaces.
 */
export type VenueLookup = (
  tx: Tx,
  id: number,
) => Promise<{ id: number; title: string; checked: number } | null>;

/**
 * Told, in an edit's transaction, that a listing's title changed: the gallery keeps the exhibition's title
 * in its photos' search vectors (app.ts wires it), without this module reaching into the gallery.
 */
export type Retitled = (tx: Tx, listingId: number, title: string) => Promise<void>;

const notFound = (kind: ListingKind) =>
  new AppError('not_found', `${listingKindNames[kind]}不存在或未通过审核`);

/**
 * Exhibitions and conferences (DESIGN §5 Listings; docs/domains/listings.md): any logged-in member
 * publishes; every publish and edit waits for an operator (`checked` 0 → 1 or 2); only approved ones are
 * public. Search is the app-side bigram index of decision 008.
 */
export function createListingsService(deps: {
  db: Db;
  venues: VenueLookup;
  /** The content module's pending limit, in the publishing transaction (content-service.ts). */
  pendingRoom: PendingRoom;
  isFavorite: FavoriteLookup;
  retitled?: Retitled;
  now?: () => Date;
}) {
  const { db, venues, pendingRoom, isFavorite } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => chinaParts(now()).date;

  /** The detail of a row as the viewer may see it, with its kind's own fields only. */
  const info = (r: repo.ListingView, viewer: Viewer): InfoOf<ListingKind> => {
    const common = {
      id: r.id,
      title: r.title,
      industry: r.industry,
      organiser: r.organiser,
      undertaker: r.undertaker,
      venue: r.venue,
      hall: r.hall,
      prov: r.prov,
      city: r.city,
      addr: r.addr,
      sdate: r.sdate,
      edate: r.edate,
      status: listingStatus(r.sdate, r.edate, today()),
      ...publishedDetail(r, viewer),
    };
    return r.kind === 'huiyi'
      ? {
          ...common,
          kind: 'huiyi',
          confType: r.confType,
          attendees: r.attendees,
          agenda: r.agenda,
          regWays: r.regWays,
          regUrl: r.regUrl,
          regNote: r.regNote,
        }
      : {
          ...common,
          kind: 'huizhan',
          indate: r.indate ?? '',
          outdate: r.outdate ?? '',
          areas: r.areas,
          exhibitors: r.exhibitors,
          visitors: r.visitors,
          plans: r.plans.map(imageOf),
        };
  };

  /** The linked space while it is approved: a link to a page others can open. */
  const venueOf = async (spaceId: number | null) => {
    const v = spaceId ? await venues(db, spaceId) : null;
    return v && v.checked === ReviewState.approved ? { id: v.id, title: v.title } : null;
  };

  /**
   * Checks the images and the venue, and turns the body into stored fields with their search vector; the
   * other kind's fields at their empty values (a CHECK of the table holds them there).
   */
  async function fields<K extends ListingKind>(
    tx: Tx,
    kind: K,
    memberId: number,
    b: PubBodies[K],
  ): Promise<repo.ListingFields> {
    if (b.spaceId) {
      const v = await venues(tx, b.spaceId);
      if (v?.checked !== ReviewState.approved) {
        const msg = '关联的场地不存在或未通过审核';
        throw new AppError('invalid_params', msg, { fields: { spaceId: msg } });
      }
    }
    const opts = (field: string) => ({ purposes: ['listing'] as const, kind: 'image' as const, field });
    const e = kind === 'huizhan' ? (b as ExhibitionPubBody) : null;
    const c = kind === 'huiyi' ? (b as ConferencePubBody) : null;
    await requireOwnFile(tx, memberId, b.cover, opts('cover'));
    for (const id of b.pics) await requireOwnFile(tx, memberId, id, opts('pics'));
    for (const id of e?.plans ?? []) await requireOwnFile(tx, memberId, id, opts('plans'));
    const conts = sanitizeRichText(b.conts);
    const text = plainText(conts);
    if (text.length < 10) {
      const msg = '详细介绍至少10个字';
      throw new AppError('invalid_params', msg, { fields: { conts: msg } });
    }
    const agenda = c?.agenda ?? [];
    const regWays = c?.regWays ?? [];
    return {
      title: b.title,
      industry: b.industry,
      organiser: b.organiser,
      undertaker: b.undertaker,
      venue: b.venue,
      hall: b.hall,
      prov: b.prov,
      city: b.city,
      addr: b.addr,
      sdate: b.sdate,
      edate: b.edate,
      indate: e?.indate || null,
      outdate: e?.outdate || null,
      areas: e?.areas ?? 0,
      exhibitors: e?.exhibitors ?? 0,
      visitors: e?.visitors ?? 0,
      plans: [...new Set(e?.plans ?? [])],
      confType: c?.confType ?? '',
      attendees: c?.attendees ?? 0,
      agenda,
      regWays,
      // the link belongs to online registration only
      regUrl: regWays.includes('online') ? (c?.regUrl ?? '') : '',
      regNote: c?.regNote ?? '',
      conts,
      cover: b.cover,
      pics: [...new Set(b.pics)],
      contact: b.contact,
      phone: b.phone,
      spaceId: b.spaceId ?? null,
      searchText: listingSearchText({ ...b, text, agendaText: agendaPlainText(agenda) }),
    };
  }

  return {
    /** Publish (no `id`) or edit one's own (`id`); either way it waits for review. */
    async publish<K extends ListingKind>(
      kind: K,
      member: { id: number; isadmin: boolean },
      b: PubBodies[K],
    ): Promise<Infos[K]> {
      const id = await db.transaction(async (tx) => {
        if (b.id !== undefined) {
          const own = await repo.findListing(tx, kind, b.id, { forUpdate: true });
          // another member's listing is as unknown as a missing one
          if (!own || own.memberId !== member.id) throw notFound(kind);
          await repo.updateListing(tx, own.id, await fields(tx, kind, member.id, b));
          if (own.title !== b.title) await deps.retitled?.(tx, own.id, b.title);
          return own.id;
        }
        await pendingRoom(tx, kind, member.id);
        return repo.insertListing(tx, kind, member.id, await fields(tx, kind, member.id, b));
      });
      const row = await repo.findListing(db, kind, id);
      return {
        ...info(row!, member),
        space: await venueOf(row!.spaceId),
        fvr: await isFavorite(db, member.id, kind, id),
      } as Infos[K];
    },

    /** Approved ones for everyone; the publisher and operators also see the others. */
    async detail<K extends ListingKind>(kind: K, id: number, viewer: Viewer): Promise<Infos[K]> {
      const r = await repo.findListing(db, kind, id);
      if (!r) throw notFound(kind);
      if (r.checked !== ReviewState.approved && viewer?.id !== r.memberId && !viewer?.isadmin)
        throw notFound(kind);
      return {
        ...info(r, viewer),
        space: await venueOf(r.spaceId),
        fvr: await isFavorite(db, viewer?.id, kind, r.id),
      } as Infos[K];
    },

    async search(kind: ListingKind, b: ListingSearchBody) {
      // the keyword is cut into letters and digits: a NUL in it is dropped like other punctuation
      refuseDeepPage(b);
      const search = listingSearches[kind];
      const keyword = search.parse(b.keyword);
      const found = await repo.searchListings(db, {
        kind,
        keyword,
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
      return searchPage(
        found.rows.map((r) => ({
          id: r.id,
          kind: r.kind as ListingKind,
          title: search.highlight(keyword, r.title),
          summary: search.excerpt(keyword, plainText(r.conts)),
          industry: r.industry,
          prov: r.prov,
          city: r.city,
          venue: r.venue,
          sdate: r.sdate,
          edate: r.edate,
          status: listingStatus(r.sdate, r.edate, today()),
          confType: r.confType,
          cover: fileUrl(r.cover),
          thumb: thumbUrl(r.cover),
          dates: chinaParts(r.createdAt).date,
        })),
        found,
        b,
      );
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;

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

/**
 * An approved exhibition's name and dates, or null: a build project (modules/projects) links one and
 * checks its own dates against it (app.ts wires it in).
 */
export async function exhibitionRef(tx: Tx, id: number) {
  const r = await repo.findListing(tx, 'huizhan', id);
  if (!r || r.checked !== ReviewState.approved) return null;
  return {
    id: r.id,
    title: r.title,
    city: r.city,
    hall: r.hall,
    sdate: r.sdate,
    edate: r.edate,
    indate: r.indate ?? '',
    outdate: r.outdate ?? '',
  };
}
export type ExhibitionRef = NonNullable<Awaited<ReturnType<typeof exhibitionRef>>>;
