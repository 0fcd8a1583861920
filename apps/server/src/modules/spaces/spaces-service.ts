import { escapeHtml, excerpt, highlight, queryTokens } from '@hz/contract/common/search-tokens';
import {
  pendingSpaceLimit,
  type SpaceEvent,
  type SpacePubBody,
  type SpaceSearchBody,
} from '@hz/contract/spaces';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { tsqueryLiteral, tsvectorLiteral } from '../../lib/search-text.ts';
import type { ContentRow, Moderated } from '../content/content-service.ts';
import { refuseDeepPage } from '../content/search-window.ts';
import { isFavorite } from '../favorites/favorites-repository.ts';
import { plainText, sanitizeRichText } from '../listings/rich-text.ts';
import { fileUrl, requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import * as repo from './spaces-repository.ts';

/** How many upcoming or ongoing events a space's detail shows. */
export const SPACE_EVENTS = 6;

/**
 * A space's search vector (decision 008): the title weighted A; the venue type, city, address,
 * facilities and the description's plain text B.
 */
export const spaceSearchText = (s: {
  title: string;
  venueType: string;
  city: string;
  addr: string;
  facilities: readonly string[];
  /** The description as plain text. */
  text: string;
}) =>
  tsvectorLiteral([
    { text: s.title, weight: 'A' },
    { text: [s.venueType, s.city, s.addr, s.facilities.join(' '), s.text].join(' '), weight: 'B' },
  ]);

/** Who is asking: null for a visitor. */
export type Viewer = { id: number; isadmin: boolean } | null;

/** The public page of one space (the seed's route table). */
export const spaceLink = (id: number) => `/conventionSpace/spaceInfo?id=${id}`;

/**
 * The approved exhibitions and conferences at a space that have not ended by `today`, soonest first.
 * Provided by the listings module (app.ts wires it), so that this module does not reach into listings.
 */
export type EventsAtSpace = (tx: Tx, spaceId: number, today: string, limit: number) => Promise<SpaceEvent[]>;

/** For the listings module: the space a listing names as its venue, with its review state. */
export const findSpaceRef = (tx: Tx, id: number) => repo.findSpaceRef(tx, id);

const image = (id: string) => ({ id, url: fileUrl(id), thumb: thumbUrl(id) });
const notFound = () => new AppError('not_found', '场地不存在或未通过审核');

/**
 * Convention spaces (DESIGN §5 Listings; docs/domains/spaces.md): any logged-in member publishes; every
 * publish and edit waits for an operator (`checked` 0 → 1 or 2); only approved ones are public.
 */
export function createSpacesService(deps: { db: Db; events: EventsAtSpace; now?: () => Date }) {
  const { db, events } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => chinaParts(now()).date;

  /** The full view; `fvr` and `events` are read by the caller. */
  const info = (r: repo.SpaceView, viewer: Viewer, extra: { fvr: boolean; events: SpaceEvent[] }) => {
    const { date, time } = chinaParts(r.updatedAt);
    const mine = viewer?.id === r.memberId;
    const privileged = mine || viewer?.isadmin === true;
    return {
      id: r.id,
      title: r.title,
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
      conts: r.conts,
      cover: image(r.cover),
      pics: r.pics.map(image),
      // contact details are for logged-in members only
      contact: viewer ? r.contact : '',
      phone: viewer ? r.phone : '',
      cardno: r.cardno,
      mine,
      fvr: extra.fvr,
      checked: r.checked,
      reason: privileged && r.checked === 2 ? r.reason : '',
      events: extra.events,
      dates: date,
      times: time,
    };
  };

  const full = async (r: repo.SpaceView, viewer: Viewer) =>
    info(r, viewer, {
      fvr: await isFavorite(db, viewer?.id, 'hycd', r.id),
      // a space that is not public lists nothing: its events would point at a page others cannot open
      events: r.checked === 1 ? await events(db, r.id, today(), SPACE_EVENTS) : [],
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
        await repo.lockMember(tx, member.id);
        if ((await repo.countPending(tx, member.id)) >= pendingSpaceLimit)
          throw new AppError(
            'limit_exceeded',
            `待审核的会议场地最多${pendingSpaceLimit}个，请等审核后再发布`,
          );
        return repo.insertSpace(tx, member.id, await fields(tx, member.id, b));
      });
      const row = await repo.findSpace(db, id);
      return full(row!, member);
    },

    /** Approved ones for everyone; the publisher and operators also see the others. */
    async detail(id: number, viewer: Viewer) {
      const r = await repo.findSpace(db, id);
      if (!r) throw notFound();
      if (r.checked !== 1 && viewer?.id !== r.memberId && !viewer?.isadmin) throw notFound();
      return full(r, viewer);
    },

    async search(b: SpaceSearchBody) {
      refuseDeepPage(b);
      const tokens = queryTokens(b.keyword);
      const { rows, total, capped } = await repo.searchSpaces(db, {
        tsquery: tsqueryLiteral(tokens),
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
      return {
        listItem: rows.map((r) => ({
          id: r.id,
          title: tokens.length ? highlight(r.title, tokens) : escapeHtml(r.title),
          summary: excerpt(plainText(r.conts), tokens),
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

export type SpacesService = ReturnType<typeof createSpacesService>;

const contentRow = (r: repo.SpaceView): ContentRow => ({ ...r, sub: r.venueType, sdate: '', edate: '' });

/** Convention spaces in the content service's moderation (modules/content). */
export const spaceModeration: Moderated = {
  kind: 'hycd',
  link: spaceLink,
  own: async (db, memberId, o) => {
    const { rows, total } = await repo.listOwn(db, memberId, o);
    return { rows: rows.map(contentRow), total };
  },
  queue: async (db, checked, o) => {
    const { rows, total } = await repo.listQueue(db, checked, o);
    return { rows: rows.map(contentRow), total };
  },
  lock: async (tx, id) => {
    const r = await repo.findSpace(tx, id, { forUpdate: true });
    return r && contentRow(r);
  },
  decide: (tx, id, d) => repo.decideSpace(tx, id, d),
};
