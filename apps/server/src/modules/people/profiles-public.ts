import { itemLinks, profileLinks } from '@hz/contract/common/links';
import {
  CARD_COVERS,
  type DesignerCard,
  type FactoryCard,
  NATIONWIDE,
  type ProfileKind,
  type ProfileSearchBody,
  profileKindNames,
} from '@hz/contract/people';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import type { FavoriteLookup, FollowerCounts } from '../favorites/favorites-service.ts';
import { type Keyword, refuseDeepPage, searchPage } from '../search/search-service.ts';
import { thumbUrl } from '../uploads/uploads-service.ts';
import { profileSearches } from './people-search.ts';
import { addrOf, logoUrl, plantOf, points, servesOf, shown, verifiedFor, workItem } from './people-views.ts';
import type { Viewer } from '../../lib/viewer.ts';
import * as repo from './profiles-repository.ts';
import { contestPlacesOf } from './reputation-repository.ts';
import * as worksRepo from './works-repository.ts';

const notPublic = (kind: ProfileKind) =>
  new AppError('not_found', `${profileKindNames[kind]}不存在或资料尚未通过审核`);

type Searched<T> = { listItem: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

/**
 * The public side of designer and factory profiles (docs/domains/people.md): their pages, their search
 * and the top lists, all reading the published version.
 */
export function createPublicProfiles(deps: {
  db: Db;
  isFavorite: FavoriteLookup;
  followers: FollowerCounts;
}) {
  const { db, isFavorite, followers } = deps;

  /** One profile's followers (粉丝): the members who keep it among their favourites (关注). */
  const fansOf = async (kind: ProfileKind, id: number) => (await followers(db, kind, [id])).get(id) ?? 0;

  /** A public profile's card in search results and top lists. */
  function cardBase(
    r: repo.ProfileRow,
    keyword: Keyword | null,
    covers: Map<number, Array<{ id: number; title: string; cover: string }>>,
    stats: { fans: Map<number, number>; totals: Map<number, { views: number; likes: number }> },
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
      fans: stats.fans.get(r.id) ?? 0,
      views: stats.totals.get(r.memberId)?.views ?? 0,
      likes: stats.totals.get(r.memberId)?.likes ?? 0,
    };
  }

  async function cards(kind: ProfileKind, rows: repo.ProfileRow[], keyword: Keyword | null) {
    const memberIds = rows.map((r) => r.memberId);
    const [list, fans, totals] = await Promise.all([
      repo.coversOf(db, memberIds, repo.workKindOf(kind), CARD_COVERS),
      followers(
        db,
        kind,
        rows.map((r) => r.id),
      ),
      worksRepo.totalsOf(db, memberIds, repo.workKindOf(kind)),
    ]);
    const covers = new Map<number, typeof list>();
    for (const w of list) covers.set(w.memberId, [...(covers.get(w.memberId) ?? []), w]);
    const search = profileSearches[kind];
    return rows.map((r) => {
      const base = cardBase(r, keyword, covers, { fans, totals });
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
    const found = await query(kind, b, keyword, { offset: (b.page - 1) * b.pageSize, limit: b.pageSize });
    return searchPage(await cards(kind, found.rows, keyword), found, b);
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
    /** `Designer/allWorks`: the public profile and a page of its approved works. */
    async designerPage(b: { cardno: string; page: number; pageSize: number }, viewer: Viewer) {
      const r = await repo.findPublicProfile(db, b.cardno, 'designer');
      if (!r) throw notPublic('designer');
      const [list, fvr, fans, places] = await Promise.all([
        worksRepo.listPublicWorks(db, r.memberId, 'work', {
          offset: (b.page - 1) * b.pageSize,
          limit: b.pageSize,
        }),
        isFavorite(db, viewer?.id, 'designer', r.id),
        fansOf('designer', r.id),
        contestPlacesOf(db, r.memberId),
      ]);
      return {
        id: r.id,
        u_cardno: r.cardno,
        u_name: shown(r.name),
        u_logo: logoUrl(r.logo),
        u_addr: addrOf(r.prov, r.city),
        u_dates: chinaParts(r.publishedAt!).date,
        u_descr: shown(r.descr),
        ...servesOf(r),
        years: r.years,
        verified: verifiedFor('designer', r),
        reputation: points(r.reputation),
        works: r.items,
        contestWins: places.wins,
        contestFinals: places.finals,
        fvr,
        fans,
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
        ...servesOf(r),
        ...plantOf(r),
        verified: verifiedFor('factory', r),
        reputation: points(r.reputation),
        cases: r.items,
        fvr: await isFavorite(db, viewer?.id, 'factory', r.id),
        fans: await fansOf('factory', r.id),
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
