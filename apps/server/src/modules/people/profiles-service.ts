import { itemLinks, profileLinks } from '@hz/contract/common/links';
import { ReviewState, VerifyState } from '@hz/contract/common/states';
import {
  CARD_COVERS,
  type DesignerCard,
  type DesignerEditBody,
  type DesignerFields,
  type DesignerProfileData,
  type DesignerProfileEditData,
  type FactoryCard,
  type FactoryEditBody,
  type FactoryFields,
  type FactoryProfileData,
  type FactoryProfileEditData,
  NATIONWIDE,
  type ProfileKind,
  type ProfileSearchBody,
  profileKindNames,
} from '@hz/contract/people';
import type { Db, Tx } from '../../db/client.ts';
import type { ProfileVersion } from '../../db/schema/people.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { type ContactScreen, contactScreen } from '../../lib/contact-mask.ts';
import type { FavoriteLookup } from '../favorites/favorites-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import { type Keyword, refuseDeepPage } from '../search/search-service.ts';
import { requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import { profileSearches } from './people-search.ts';
import {
  addrOf,
  image,
  logoUrl,
  points,
  shown,
  shownList,
  type Viewer,
  verifiedFor,
  workItem,
} from './people-views.ts';
import * as repo from './profiles-repository.ts';
import { profileCompleteness } from './reputation.ts';
import { setCompleteness } from './reputation-repository.ts';
import type { Reputation } from './reputation-service.ts';
import * as worksRepo from './works-repository.ts';

/** The titles of approved works a profile's search vector holds (the newest). */
const VECTOR_TITLES = 50;

/** The verification a profile kind needs, and how a refusal names it. */
const needs = {
  designer: { flag: 'personauth', words: '开通设计师资料需要先通过实名认证（个人认证）' },
  factory: { flag: 'businsauth', words: '开通工厂资料需要先通过企业认证' },
} as const;

const notPublic = (kind: ProfileKind) =>
  new AppError('not_found', `${profileKindNames[kind]}不存在或资料尚未通过审核`);

/** The published columns of a row as a version. */
export function publishedOf(r: repo.ProfileRow): ProfileVersion {
  return {
    name: r.name,
    logo: r.logo,
    prov: r.prov,
    city: r.city,
    descr: r.descr,
    specialities: r.specialities,
    styles: r.styles,
    cities: r.cities,
    priceMin: r.priceMin,
    priceMax: r.priceMax,
    years: r.years,
    plantArea: r.plantArea,
    teamSize: r.teamSize,
    capacity: r.capacity,
    equipment: r.equipment,
    certs: r.certs,
  };
}

const designerFields = (v: ProfileVersion): DesignerFields => ({
  name: shown(v.name),
  logo: image(v.logo),
  prov: v.prov,
  city: v.city,
  descr: shown(v.descr),
  specialities: v.specialities,
  styles: v.styles,
  cities: v.cities,
  years: v.years,
  priceMin: v.priceMin,
  priceMax: v.priceMax,
});

const factoryFields = (v: ProfileVersion): FactoryFields => ({
  company: v.name,
  logo: image(v.logo),
  prov: v.prov,
  city: v.city,
  descr: shown(v.descr),
  specialities: v.specialities,
  styles: v.styles,
  cities: v.cities,
  priceMin: v.priceMin,
  priceMax: v.priceMax,
  plantArea: v.plantArea,
  teamSize: v.teamSize,
  capacity: v.capacity,
  equipment: shownList(v.equipment),
  certs: v.certs.map(image),
});

/** A member's own profile with its review state (`Designer/profileInfo`, `Company/profileInfo`). */
function own<F>(r: repo.ProfileRow, fields: (v: ProfileVersion) => F) {
  const { date, time } = chinaParts(r.updatedAt);
  return {
    id: r.id,
    cardno: r.cardno,
    checked: r.checked,
    reason: r.checked === ReviewState.rejected ? r.reason : '',
    online: r.publishedAt !== null,
    submitted: fields(r.submitted),
    published: r.publishedAt !== null ? fields(publishedOf(r)) : null,
    link: profileLinks[r.kind](r.cardno),
    version: r.updatedAt.toISOString(),
    dates: date,
    times: time,
  };
}

/** Who may apply to design tasks (a designer) or quote on projects (a factory): a public profile of that kind. */
export const hasPublicProfile = (tx: Tx, memberId: number, kind: ProfileKind) =>
  repo.hasPublicProfile(tx, memberId, kind);

/** A member's contacts for the other side of a task or a project (`winnerInfo`), in the caller's transaction. */
export const memberContact = (tx: Tx, memberId: number) => repo.contactOf(tx, memberId);

/**
 * A profile's derived columns after its works (cases) or its published version changed: the number of
 * approved works and the search vector (name, specialities, styles, description, city and the approved
 * works' titles; none before the first approval). In the caller's transaction.
 */
export async function refreshProfile(tx: Tx, memberId: number, kind: ProfileKind) {
  const row = await repo.findProfile(tx, memberId, kind);
  if (!row) return;
  const { titles, count } = await repo.approvedWorks(tx, memberId, repo.workKindOf(kind), VECTOR_TITLES);
  const v = publishedOf(row);
  const searchText =
    row.publishedAt === null
      ? null
      : profileSearches[kind].vector({
          name: v.name,
          specialities: v.specialities,
          styles: v.styles,
          prov: v.prov,
          city: v.city,
          descr: v.descr,
          titles,
        });
  await repo.writeDerived(tx, row.id, { items: count, searchText });
}

/**
 * Makes a profile's submitted version the public one (and the profile public, the first time), rebuilds
 * what is derived from it and records its completeness. Returns its member, or null when it is gone.
 */
export async function publishProfile(tx: Tx, id: number) {
  const row = await repo.findProfileById(tx, id);
  if (!row) return null;
  await repo.publishSubmitted(tx, id, row.submitted);
  await refreshProfile(tx, row.memberId, row.kind);
  await setCompleteness(tx, row.memberId, row.kind, profileCompleteness(row.kind, row.submitted));
  return row.memberId;
}

/**
 * The content module's hook for kinds `designer` and `factory` (people-moderation.ts): an approval
 * publishes the submitted version (`publishProfile`) and schedules the member's reputation. A rejection
 * changes nothing public.
 */
export async function profileDecided(tx: Tx, id: number, approved: boolean, reputation: Reputation) {
  if (!approved) return;
  const memberId = await publishProfile(tx, id);
  if (memberId !== null) await reputation.scheduleFor(tx, memberId);
}

/**
 * Designer and factory profiles (issue 12, point 1; docs/domains/people.md): a verified member opens one
 * and submits versions of it; an operator approves each (content kinds `designer`, `factory`); the
 * public pages, search and top lists read the published version.
 */
export function createProfilesService(deps: {
  db: Db;
  isFavorite: FavoriteLookup;
  recordContact: RecordContactAttempt;
}) {
  const { db, isFavorite, recordContact } = deps;

  /**
   * The body as a stored version: texts masked (what was found stays in `screen`), lists as given (the
   * contract deduplicates them).
   */
  function versionOf(
    kind: ProfileKind,
    b: DesignerEditBody | FactoryEditBody,
    company: string,
    screen: ContactScreen,
  ): ProfileVersion {
    const d = kind === 'designer' ? (b as DesignerEditBody) : null;
    const f = kind === 'factory' ? (b as FactoryEditBody) : null;
    return {
      name: d ? screen.text('name', d.name) : company,
      logo: b.logo,
      prov: b.prov,
      city: b.city,
      descr: screen.text('descr', b.descr),
      specialities: b.specialities,
      styles: b.styles,
      cities: b.cities,
      priceMin: b.priceMin,
      priceMax: b.priceMax,
      years: d?.years ?? 0,
      plantArea: f?.plantArea ?? 0,
      teamSize: f?.teamSize ?? 0,
      capacity: f?.capacity ?? 0,
      equipment: f ? screen.list('equipment', f.equipment) : [],
      certs: f ? [...new Set(f.certs)] : [],
    };
  }

  async function designerData(m: { id: number; personauth: VerifyState }): Promise<DesignerProfileData> {
    const row = await repo.findProfile(db, m.id, 'designer');
    return { personauth: m.personauth, profile: row ? own(row, designerFields) : null };
  }
  async function factoryData(m: {
    id: number;
    businsauth: VerifyState;
    company: string;
  }): Promise<FactoryProfileData> {
    const row = await repo.findProfile(db, m.id, 'factory');
    return {
      businsauth: m.businsauth,
      company: m.businsauth === VerifyState.approved ? m.company : '',
      profile: row ? own(row, factoryFields) : null,
    };
  }

  /** The member a profile call is about: oneself, or (operators) the member named by `cardno`. */
  async function subject(member: SessionMember, cardno: string | undefined) {
    if (cardno === undefined || cardno === member.cardno) return member;
    // another member's profile under review is not theirs to read: as unknown as a missing one
    const other = member.isadmin ? await repo.findMember(db, cardno) : null;
    if (!other) throw new AppError('not_found', '会员不存在');
    return other;
  }

  /** Submits a version; contact details in it are masked and recorded, and the answer says so. */
  async function edit(member: SessionMember, kind: ProfileKind, b: DesignerEditBody | FactoryEditBody) {
    const screen = contactScreen();
    if (member[needs[kind].flag] !== VerifyState.approved) {
      throw new AppError('not_verified', needs[kind].words, { need: needs[kind].flag });
    }
    await db.transaction(async (tx) => {
      await requireOwnFile(tx, member.id, b.logo, {
        purposes: ['avatar', 'listing'],
        kind: 'image',
        field: 'logo',
      });
      if (kind === 'factory') {
        for (const id of (b as FactoryEditBody).certs)
          await requireOwnFile(tx, member.id, id, { purposes: ['listing'], kind: 'image', field: 'certs' });
      }
      const v = versionOf(kind, b, member.company, screen);
      const row = await repo.findProfile(tx, member.id, kind, { forUpdate: true });
      let id = row?.id;
      if (row) await repo.submitProfile(tx, row.id, v);
      else {
        id = (await repo.insertProfile(tx, member.id, kind, v)) ?? undefined;
        if (id === undefined) {
          // opened at the same moment by another request: submit over it
          const again = await repo.findProfile(tx, member.id, kind, { forUpdate: true });
          await repo.submitProfile(tx, again!.id, v);
          id = again!.id;
        }
      }
      const title = kind === 'designer' ? (b as DesignerEditBody).name : member.company;
      await recordContact(tx, member.id, { kind, id: id!, title, cardno: member.cardno }, screen.found);
    });
    return { contactHidden: screen.hidden() };
  }

  /** A public profile's card in search results and top lists. */
  function cardBase(
    r: repo.ProfileRow,
    keyword: Keyword | null,
    covers: Map<number, Array<{ id: number; title: string; cover: string }>>,
  ) {
    const search = profileSearches[r.kind];
    const workKind = repo.workKindOf(r.kind);
    return {
      id: r.id,
      cardno: r.cardno,
      summary: search.excerpt(keyword, shown(r.descr)),
      logo: logoUrl(r.logo),
      addr: addrOf(r.prov, r.city),
      city: r.city,
      specialities: r.specialities,
      styles: r.styles,
      cities: r.cities,
      priceMin: r.priceMin,
      priceMax: r.priceMax,
      verified: verifiedFor(r.kind, r),
      reputation: points(r.reputation),
      covers: (covers.get(r.memberId) ?? []).map((w) => ({
        id: w.id,
        title: shown(w.title),
        thumb: thumbUrl(w.cover),
        link: itemLinks[workKind](w.id),
      })),
      link: profileLinks[r.kind](r.cardno),
      dates: chinaParts(r.publishedAt ?? r.createdAt).date,
    };
  }

  async function cards(kind: ProfileKind, rows: repo.ProfileRow[], keyword: Keyword | null) {
    const list = await repo.coversOf(
      db,
      rows.map((r) => r.memberId),
      repo.workKindOf(kind),
      CARD_COVERS,
    );
    const covers = new Map<number, typeof list>();
    for (const w of list) covers.set(w.memberId, [...(covers.get(w.memberId) ?? []), w]);
    const search = profileSearches[kind];
    return rows.map((r) => {
      const base = cardBase(r, keyword, covers);
      const name = search.highlight(keyword, shown(r.name));
      return kind === 'designer'
        ? ({ ...base, name, years: r.years, works: r.items } satisfies DesignerCard)
        : ({
            ...base,
            company: name,
            plantArea: r.plantArea,
            teamSize: r.teamSize,
            capacity: r.capacity,
            cases: r.items,
          } satisfies FactoryCard);
    });
  }

  async function query(
    kind: ProfileKind,
    b: ProfileSearchBody,
    keyword: Keyword | null,
    o: { offset: number; limit: number; count?: boolean },
  ) {
    return repo.searchProfiles(
      db,
      {
        kind,
        keyword,
        city: b.city,
        speciality: b.speciality,
        style: b.style,
        priceMin: b.priceMin,
        priceMax: b.priceMax,
        verified: b.verified,
        sort: b.sort === 'relevance' && !keyword ? 'reputation' : b.sort,
        ...o,
      },
      NATIONWIDE,
    );
  }

  async function search(kind: ProfileKind, b: ProfileSearchBody) {
    refuseDeepPage(b);
    const keyword = profileSearches[kind].parse(b.keyword);
    const { rows, total, capped } = await query(kind, b, keyword, {
      offset: (b.page - 1) * b.pageSize,
      limit: b.pageSize,
    });
    return {
      listItem: await cards(kind, rows, keyword),
      total,
      totalCapped: capped,
      page: b.page,
      pageSize: b.pageSize,
    };
  }

  /** The top lists: by the stored reputation, highest first (ties: newest first). */
  async function top(kind: ProfileKind, b: { city: string; limit: number }) {
    const body = {
      keyword: '',
      city: b.city,
      speciality: '',
      style: '',
      priceMin: 0,
      priceMax: 0,
      verified: false,
      sort: 'reputation',
      page: 1,
      pageSize: b.limit,
    } as const;
    const { rows } = await query(kind, body, null, { offset: 0, limit: b.limit, count: false });
    return { listItem: await cards(kind, rows, null) };
  }

  return {
    designerInfo: async (member: SessionMember, cardno?: string) =>
      designerData(await subject(member, cardno)),
    factoryInfo: async (member: SessionMember, cardno?: string) => factoryData(await subject(member, cardno)),

    async designerEdit(member: SessionMember, b: DesignerEditBody): Promise<DesignerProfileEditData> {
      const { contactHidden } = await edit(member, 'designer', b);
      return { ...(await designerData(member)), contactHidden };
    },
    async factoryEdit(member: SessionMember, b: FactoryEditBody): Promise<FactoryProfileEditData> {
      const { contactHidden } = await edit(member, 'factory', b);
      return { ...(await factoryData(member)), contactHidden };
    },

    /** `Designer/allWorks`: the public profile and a page of its approved works. */
    async designerPage(b: { cardno: string; page: number; pageSize: number }, viewer: Viewer) {
      const r = await repo.findPublicProfile(db, b.cardno, 'designer');
      if (!r) throw notPublic('designer');
      const [list, fvr] = await Promise.all([
        worksRepo.listPublicWorks(db, r.memberId, 'work', {
          offset: (b.page - 1) * b.pageSize,
          limit: b.pageSize,
        }),
        isFavorite(db, viewer?.id, 'designer', r.id),
      ]);
      return {
        id: r.id,
        u_cardno: r.cardno,
        u_name: shown(r.name),
        u_logo: logoUrl(r.logo),
        u_addr: addrOf(r.prov, r.city),
        u_dates: chinaParts(r.publishedAt!).date,
        u_descr: shown(r.descr),
        prov: r.prov,
        city: r.city,
        specialities: r.specialities,
        styles: r.styles,
        cities: r.cities,
        years: r.years,
        priceMin: r.priceMin,
        priceMax: r.priceMax,
        verified: verifiedFor('designer', r),
        reputation: points(r.reputation),
        works: r.items,
        fvr,
        mine: viewer?.id === r.memberId,
        listItem: list.rows.map((w) => workItem(w)),
        total: list.total,
        page: b.page,
        pageSize: b.pageSize,
      };
    },

    /** `Company/cmpyOpenInfo`: a factory's company page. */
    async factoryPage(cardno: string, viewer: Viewer) {
      const r = await repo.findPublicProfile(db, cardno, 'factory');
      if (!r) throw notPublic('factory');
      return {
        id: r.id,
        cardno: r.cardno,
        company: r.name,
        logo: logoUrl(r.logo),
        addr: addrOf(r.prov, r.city),
        dates: chinaParts(r.publishedAt!).date,
        descr: shown(r.descr),
        prov: r.prov,
        city: r.city,
        specialities: r.specialities,
        styles: r.styles,
        cities: r.cities,
        priceMin: r.priceMin,
        priceMax: r.priceMax,
        plantArea: r.plantArea,
        teamSize: r.teamSize,
        capacity: r.capacity,
        equipment: shownList(r.equipment),
        certs: r.certs.map(image),
        verified: verifiedFor('factory', r),
        reputation: points(r.reputation),
        cases: r.items,
        fvr: await isFavorite(db, viewer?.id, 'factory', r.id),
        mine: viewer?.id === r.memberId,
      };
    },

    /** `Company/listOpenCase`: a factory's approved cases. */
    async factoryCases(b: { cardno: string; page: number; pageSize: number }) {
      const r = await repo.findPublicProfile(db, b.cardno, 'factory');
      if (!r) throw notPublic('factory');
      const list = await worksRepo.listPublicWorks(db, r.memberId, 'case', {
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      return {
        listItem: list.rows.map((w) => workItem(w)),
        total: list.total,
        page: b.page,
        pageSize: b.pageSize,
      };
    },

    /** `Common/searchDesigner`. */
    searchDesigners: (b: ProfileSearchBody) => search('designer', b) as Promise<Searched<DesignerCard>>,
    /** `Common/searchFactory`. */
    searchFactories: (b: ProfileSearchBody) => search('factory', b) as Promise<Searched<FactoryCard>>,
    /** `Business/topDesigner`. */
    topDesigners: (b: { city: string; limit: number }) =>
      top('designer', b) as Promise<{ listItem: DesignerCard[] }>,
    /** `Business/topFactory`. */
    topFactories: (b: { city: string; limit: number }) =>
      top('factory', b) as Promise<{ listItem: FactoryCard[] }>,
  };
}

type Searched<T> = { listItem: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

export type ProfilesService = ReturnType<typeof createProfilesService>;
