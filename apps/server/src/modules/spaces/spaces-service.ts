import { ReviewState } from '@hz/contract/common/states';
import type { SpaceEvent, SpacePubBody, SpaceSearchBody } from '@hz/contract/spaces';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import type { PendingRoom } from '../content/content-service.ts';
import { refuseDeepPage, searchPage } from '../search/search-service.ts';
import type { FavoriteLookup } from '../favorites/favorites-service.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { fileUrl, requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import { publishedDetail } from '../content/content-views.ts';
import * as repo from './spaces-repository.ts';
import { type SpaceSearchFields, spaceSearch } from './spaces-search.ts';
import type { Viewer } from '../../lib/viewer.ts';

/** How many upcoming or ongoing events a space's detail shows. */
export const SPACE_EVENTS = 6;

/**
 * A space's search vector (decision 008; the weights are in spaces-search.ts). Also used by the demo
 * seed.
 */
export const spaceSearchText = (s: SpaceSearchFields) => spaceSearch.vector(s);

/**
 * The approved exhibitions and conferences at a space that have not ended by `today`, soonest first.
 * Provided by the listings module (app.ts wires it), so that this module does not reach into listings.
 */
export type EventsAtSpace = (tx: Tx, spaceId: number, today: string, limit: number) => Promise<SpaceEvent[]>;

/** For the listings module: the space a listing names as its venue, with its review state. */
export const findSpaceRef = (tx: Tx, id: number) => repo.findSpaceRef(tx, id);

const notFound = () => new AppError('not_found', '场地不存在或未通过审核');

/**
 * Convention spaces (DESIGN §5 Listings; docs/domains/spaces.md): any logged-in member publishes; every
 * publish and edit waits for an operator (`checked` 0 → 1 or 2); only approved ones are public.
 */
export function createSpacesService(deps: {
  db: Db;
  events: EventsAtSpace;
  pendingRoom: PendingRoom;
  isFavorite: FavoriteLookup;
  now?: () => Date;
}) {
  const { db, events, pendingRoom, isFavorite } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => chinaParts(now()).date;

  /** What a space's page and its search hit both show: its kind, place, size, capacities, prices, facilities. */
  const facts = (r: repo.SpaceView | repo.SpaceHit) => ({
    venueType: r.venueType,
    prov: r.prov,
    city: r.city,
    addr: r.addr,
    areas: r.areas,
    capTheatre: r.capTheatre,
    capClassroom: r.capClassroom,
    capBanquet: r.capBanquet,
    capUshape: r.capUshape,
    priceMin: r.priceMin,
    priceMax: r.priceMax,
    facilities: r.facilities,
  });

  /** The full view; `fvr` and `events` are read by the caller. */
  const info = (r: repo.SpaceView, viewer: Viewer, extra: { fvr: boolean; events: SpaceEvent[] }) => {
    return {
      id: r.id,
      title: r.title,
      ...facts(r),
      ...publishedDetail(r, viewer),
      fvr: extra.fvr,
      events: extra.events,
    };
  };

  const full = async (r: repo.SpaceView, viewer: Viewer) =>
    info(r, viewer, {
      fvr: await isFavorite(db, viewer?.id, 'hycd', r.id),
      // a space that is not public lists nothing: its events would point at a page others cannot open
      events: r.checked === ReviewState.approved ? await events(db, r.id, today(), SPACE_EVENTS) : [],
    });

  /** Checks the images and turns the body into stored fields with their search vector. */
  async function fields(tx: Tx, memberId: number, b: SpacePubBody): Promise<repo.SpaceFields> {
    const opts = (field: string) => ({ purposes: ['listing'] as const, kind: 'image' as const, field });
    await requireOwnFile(tx, memberId, b.cover, opts('cover'));
    for (const id of b.pics) await requireOwnFile(tx, memberId, id, opts('pics'));
    const conts = sanitizeRichText(b.conts);
    const text = plainText(conts);
    if (text.length < 10) {
      const msg = '场地介绍至少10个字';
      throw new AppError('invalid_params', msg, { fields: { conts: msg } });
    }
    const facilities = [...new Set(b.facilities)];
    return {
      title: b.title,
      venueType: b.venueType,
      prov: b.prov,
      city: b.city,
      addr: b.addr,
      areas: b.areas,
      capTheatre: b.capTheatre,
      capClassroom: b.capClassroom,
      capBanquet: b.capBanquet,
      capUshape: b.capUshape,
      capMax: Math.max(b.capTheatre, b.capClassroom, b.capBanquet, b.capUshape),
      priceMin: b.priceMin,
      priceMax: b.priceMax,
      facilities,
      conts,
      cover: b.cover,
      pics: [...new Set(b.pics)],
      contact: b.contact,
      phone: b.phone,
      searchText: spaceSearchText({ ...b, facilities, text }),
    };
  }

  return {
    /** Publish (no `id`) or edit one's own (`id`); either way it waits for review. */
    async publish(member: { id: number; isadmin: boolean }, b: SpacePubBody) {
      const id = await db.transaction(async (tx) => {
        if (b.id !== undefined) {
          const own = await repo.findSpace(tx, b.id, { forUpdate: true });
          // another member's space is as unknown as a missing one
          if (!own || own.memberId !== member.id) throw notFound();
          await repo.updateSpace(tx, own.id, await fields(tx, member.id, b));
          return own.id;
        }
        await pendingRoom(tx, 'hycd', member.id);
        return repo.insertSpace(tx, member.id, await fields(tx, member.id, b));
      });
      const row = await repo.findSpace(db, id);
      return full(row!, member);
    },

    /** Approved ones for everyone; the publisher and operators also see the others. */
    async detail(id: number, viewer: Viewer) {
      const r = await repo.findSpace(db, id);
      if (!r) throw notFound();
      if (r.checked !== ReviewState.approved && viewer?.id !== r.memberId && !viewer?.isadmin)
        throw notFound();
      return full(r, viewer);
    },

    async search(b: SpaceSearchBody) {
      refuseDeepPage(b);
      const keyword = spaceSearch.parse(b.keyword);
      const found = await repo.searchSpaces(db, {
        keyword,
        prov: b.prov,
        city: b.city,
        venueType: b.venueType,
        capacity: b.capacity,
        layout: b.layout,
        areaMin: b.areaMin,
        areaMax: b.areaMax,
        priceMax: b.priceMax,
        sort: b.sort,
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      const hit = (r: repo.SpaceHit) => ({
        id: r.id,
        title: spaceSearch.highlight(keyword, r.title),
        summary: spaceSearch.excerpt(keyword, plainText(r.conts)),
        ...facts(r),
        cover: fileUrl(r.cover),
        thumb: thumbUrl(r.cover),
        dates: chinaParts(r.createdAt).date,
      });
      return searchPage(found.rows.map(hit), found, b);
    },
  };
}

export type SpacesService = ReturnType<typeof createSpacesService>;
