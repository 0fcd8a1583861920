import { ReviewState } from '@hz/contract/common/states';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Config } from '../env.ts';
import { chinaParts } from '../lib/china-time.ts';
import { photoSearchText } from '../modules/gallery/gallery-service.ts';
import { agendaPlainText, listingSearchText } from '../modules/listings/listings-service.ts';
import { plainText, sanitizeRichText } from '../lib/rich-text.ts';
import { spaceSearchText } from '../modules/spaces/spaces-service.ts';
import { createLocalStorage } from '../modules/uploads/storage/local-storage.ts';
import { createS3Storage } from '../modules/uploads/storage/s3-storage.ts';
import { createUploadsService, type UploadsService } from '../modules/uploads/uploads-service.ts';
import type { Db } from '../db/client.ts';
import { boothPhotos } from '../db/schema/gallery.ts';
import { listings } from '../db/schema/listings.ts';
import { members } from '../db/schema/members.ts';
import { spaces } from '../db/schema/spaces.ts';
import {
  DEMO_CONFERENCES,
  DEMO_EXHIBITIONS,
  DEMO_PHOTOS,
  DEMO_SPACES,
  type DemoConference,
  type DemoExhibition,
  type DemoSpace,
} from './seed-content-data.ts';
import { boothImage, coverImage, floorPlanImage, hallImage, roomImage } from './seed-images.ts';

const DAY = 86_400_000;

export interface DemoContentResult {
  listings: number;
  spaces: number;
  photos: number;
  images: number;
  seconds: number;
}

/** A demo space as its row, without its pictures, publisher and review (search vector included). */
export function demoSpaceRow(s: DemoSpace) {
  const conts = sanitizeRichText(s.conts);
  return {
    title: s.title,
    venueType: s.venueType,
    prov: s.prov,
    city: s.city,
    addr: s.addr,
    areas: s.areas,
    capTheatre: s.caps[0],
    capClassroom: s.caps[1],
    capBanquet: s.caps[2],
    capUshape: s.caps[3],
    capMax: Math.max(...s.caps),
    priceMin: s.price[0],
    priceMax: s.price[1],
    facilities: [...s.facilities],
    conts,
    contact: s.contact,
    phone: s.phone,
    searchText: spaceSearchText({ ...s, facilities: s.facilities, text: plainText(conts) }),
  };
}

export type DemoListingWithKind =
  | (DemoExhibition & { kind: 'huizhan' })
  | (DemoConference & { kind: 'huiyi' });

/**
 * A demo exhibition or conference as its row, without its pictures, space, publisher and review; `day`
 * turns its days from now into China dates.
 */
export function demoListingRow(l: DemoListingWithKind, day: (offset: number) => string) {
  // each kind's own fields; the other kind's stay empty (a CHECK of the table)
  const own =
    l.kind === 'huizhan'
      ? {
          indate: day(l.start - 2),
          outdate: day(l.start + l.days),
          areas: l.areas,
          exhibitors: l.exhibitors,
          visitors: l.visitors,
        }
      : {
          confType: l.confType,
          attendees: l.attendees,
          agenda: l.agenda,
          regWays: l.regWays,
          regUrl: l.regUrl,
          regNote: l.regNote,
        };
  const conts = sanitizeRichText(l.conts);
  return {
    kind: l.kind,
    title: l.title,
    industry: l.industry,
    organiser: l.organiser,
    undertaker: l.undertaker ?? '',
    venue: l.venue,
    hall: l.hall,
    prov: l.prov,
    city: l.city,
    addr: l.addr,
    sdate: day(l.start),
    edate: day(l.start + l.days - 1),
    ...own,
    conts,
    contact: l.contact,
    phone: l.phone,
    searchText: listingSearchText({
      ...l,
      text: plainText(conts),
      agendaText: l.kind === 'huiyi' ? agendaPlainText(l.agenda) : '',
    }),
  };
}

/** The file storage the app uses for this configuration (app.ts picks it the same way). */
function storageFor(config: Pick<Config, 'dataDir' | 's3'>) {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files'));
}

/** Runs `fn` over `items`, at most `n` at a time. */
async function pool<T>(items: T[], n: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * The demo listings (issue 5): exhibitions, conferences, convention spaces and booth photos, approved,
 * published by the demo members of seed.ts, with pictures drawn at seed time and stored through the
 * uploads service (the same storage, `files` rows of purpose `listing`, thumbnails) and search vectors
 * from the services' own functions. Dates are relative to `now`: some upcoming, a few ongoing, some
 * past. Idempotent: an item whose title its member already has is skipped, so a second start (or a
 * start after a partial one) adds only what is missing. Does nothing without the demo members.
 */
export async function seedDemoContent(
  db: Db,
  config: Pick<Config, 'dataDir' | 's3'>,
  now = new Date(),
): Promise<DemoContentResult> {
  const started = performance.now();
  const result: DemoContentResult = { listings: 0, spaces: 0, photos: 0, images: 0, seconds: 0 };
  const who = await db
    .select({ id: members.id, mobile: members.mobile })
    .from(members)
    .where(inArray(members.mobile, ['13800000001', '13800000002', '13800000003', '13800000000']));
  const byMobile = new Map(who.map((m) => [m.mobile, m.id]));
  const client = byMobile.get('13800000001');
  const designer = byMobile.get('13800000002');
  const factory = byMobile.get('13800000003');
  if (!client || !designer || !factory) return result;
  const member = { client, designer, factory } as const;
  const operator = byMobile.get('13800000000') ?? null;
  const ids = [client, designer, factory];

  const uploads: UploadsService = createUploadsService({ db, storage: storageFor(config) });
  const day = (d: number) => chinaParts(new Date(now.getTime() + d * DAY)).date;
  const reviewed = { checked: ReviewState.approved, reviewedBy: operator, reviewedAt: now };
  // stored as drawn (uploads' `storeMade`): a member's upload is re-encoded, a drawn picture needs not be
  async function store(memberId: number, name: string, bytes: Promise<Buffer>) {
    const format = name.endsWith('.png') ? 'png' : 'jpeg';
    const f = await uploads.storeMade(db, memberId, 'listing', { bytes: await bytes, name, format });
    result.images += 1;
    return f.id;
  }

  // what is there already, by member and title
  const have = async (table: typeof spaces | typeof listings | typeof boothPhotos) => {
    const rows: Array<{ id: number; memberId: number; title: string }> = await db
      .select({ id: table.id, memberId: table.memberId, title: table.title })
      .from(table)
      .where(inArray(table.memberId, ids));
    return new Map(rows.map((r) => [`${r.memberId}:${r.title}`, r.id]));
  };
  const [spaceIds, listingIds, photoIds] = await Promise.all([
    have(spaces),
    have(listings),
    have(boothPhotos),
  ]);

  /**
   * Adds each item its member does not have yet (by title), three at a time; `byKey` gets every item's
   * id, there before or added now.
   */
  async function addMissing<T extends { key: string; title: string; by: keyof typeof member }>(
    items: readonly T[],
    had: Map<string, number>,
    byKey: Map<string, number>,
    add: (item: T, memberId: number) => Promise<number>,
  ) {
    await pool([...items], 3, async (item) => {
      const memberId = member[item.by];
      byKey.set(item.key, had.get(`${memberId}:${item.title}`) ?? (await add(item, memberId)));
    });
  }

  // spaces first: listings link to them
  const spaceByKey = new Map<string, number>();
  await addMissing(DEMO_SPACES, spaceIds, spaceByKey, async (s: DemoSpace, memberId) => {
    const p = { hue: s.hue };
    const isHall = s.venueType === '会展中心';
    const [cover, ...pics] = await Promise.all([
      store(
        memberId,
        `${s.key}-cover.jpg`,
        (isHall ? hallImage : roomImage)(`${s.key}-c`, p, { title: s.short }),
      ),
      store(memberId, `${s.key}-1.jpg`, roomImage(`${s.key}-1`, { hue: s.hue + 30 }, { title: s.short })),
      store(
        memberId,
        `${s.key}-2.jpg`,
        hallImage(`${s.key}-2`, { hue: s.hue + 60 }, { title: `${s.short} · 场地实景` }),
      ),
    ]);
    const [row] = await db
      .insert(spaces)
      .values({ ...demoSpaceRow(s), memberId, cover: cover!, pics, ...reviewed })
      .returning({ id: spaces.id });
    result.spaces += 1;
    return row!.id;
  });

  const listingByKey = new Map<string, number>();
  const all: DemoListingWithKind[] = [
    ...DEMO_EXHIBITIONS.map((l) => ({ ...l, kind: 'huizhan' as const })),
    ...DEMO_CONFERENCES.map((l) => ({ ...l, kind: 'huiyi' as const })),
  ];
  await addMissing(all, listingIds, listingByKey, async (l, memberId) => {
    const p = { hue: l.hue };
    const place = `${l.city.replace(/市$/, '')} · ${l.venue}`;
    const exhibition = l.kind === 'huizhan';
    const [cover, pic1, pic2, plan] = await Promise.all([
      store(
        memberId,
        `${l.key}-cover.jpg`,
        coverImage(`${l.key}-c`, p, {
          title: l.short,
          line: place,
          tag: exhibition ? 'EXHIBITION' : 'CONFERENCE',
        }),
      ),
      store(
        memberId,
        `${l.key}-1.jpg`,
        exhibition
          ? hallImage(`${l.key}-1`, p, { title: `${l.short} · 展馆现场` })
          : roomImage(`${l.key}-1`, p, { title: l.short }),
      ),
      store(
        memberId,
        `${l.key}-2.jpg`,
        hallImage(`${l.key}-2`, { hue: l.hue + 40 }, { title: `${l.short} · 往届回顾` }),
      ),
      exhibition
        ? store(memberId, `${l.key}-plan.png`, floorPlanImage(`${l.key}-p`, p, { hall: l.hall || '1号馆' }))
        : Promise.resolve(null),
    ]);
    const [row] = await db
      .insert(listings)
      .values({
        ...demoListingRow(l, day),
        memberId,
        cover: cover!,
        pics: [pic1!, pic2!],
        plans: plan ? [plan] : [],
        spaceId: l.space ? (spaceByKey.get(l.space) ?? null) : null,
        ...reviewed,
      })
      .returning({ id: listings.id });
    result.listings += 1;
    return row!.id;
  });

  await pool(DEMO_PHOTOS, 3, async (ph) => {
    const memberId = member[ph.by];
    const listingId = listingByKey.get(ph.at);
    if (photoIds.has(`${memberId}:${ph.title}`) || !listingId) return;
    const image = await store(
      memberId,
      `${ph.key}.jpg`,
      boothImage(ph.key, { hue: ph.hue }, { brand: ph.brand, sides: ph.openSides }),
    );
    const expoTitle = all.find((l) => l.key === ph.at)!.title;
    await db.insert(boothPhotos).values({
      memberId,
      listingId,
      image,
      title: ph.title,
      areas: ph.areas,
      style: ph.style,
      openSides: ph.openSides,
      ...reviewed,
      searchText: photoSearchText({ title: ph.title, expoTitle }),
    });
    result.photos += 1;
  });

  result.seconds = (performance.now() - started) / 1000;
  return result;
}
