import { profileLinks } from '@hz/contract/common/links';
import { ReviewState, VerifyState } from '@hz/contract/common/states';
import type {
  DesignerEditBody,
  DesignerFields,
  DesignerProfileData,
  DesignerProfileEditData,
  FactoryEditBody,
  FactoryFields,
  FactoryProfileData,
  FactoryProfileEditData,
  ProfileKind,
} from '@hz/contract/people';
import type { Db, Tx } from '../../db/client.ts';
import type { ProfileVersion } from '../../db/schema/people.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { type ContactScreen, contactScreen } from '../../lib/contact-mask.ts';
import type { FavoriteLookup, FollowerCounts } from '../favorites/favorites-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import { requireOwnFile } from '../uploads/uploads-service.ts';
import { profileSearches } from './people-search.ts';
import { image, plantOf, servesOf, shown } from './people-views.ts';
import { createPublicProfiles } from './profiles-public.ts';
import * as repo from './profiles-repository.ts';
import { profileCompleteness } from './reputation.ts';
import { setCompleteness } from './reputation-repository.ts';
import type { Reputation } from './reputation-service.ts';

/** The titles of approved works a profile's search vector holds (the newest). */
const VECTOR_TITLES = 50;

/** The verification a profile kind needs, and how a refusal names it. */
const needs = {
  designer: { flag: 'personauth', words: '开通设计师资料需要先通过实名认证（个人认证）' },
  factory: { flag: 'businsauth', words: '开通工厂资料需要先通过企业认证' },
} as const;

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
  descr: shown(v.descr),
  ...servesOf(v),
  years: v.years,
});

const factoryFields = (v: ProfileVersion): FactoryFields => ({
  company: v.name,
  logo: image(v.logo),
  descr: shown(v.descr),
  ...servesOf(v),
  ...plantOf(v),
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

/**
 * A public profile by its member's number, as a consultation needs it (modules/consult): the member, the
 * name and logo shown; null when the member has no public profile of this kind.
 */
export async function publicProfileRef(tx: Tx, cardno: string, kind: ProfileKind) {
  const r = await repo.findPublicProfile(tx, cardno, kind);
  if (!r) return null;
  const v = publishedOf(r);
  return { id: r.id, memberId: r.memberId, cardno: r.cardno, name: v.name, logo: v.logo };
}

/** A member's contacts for the other side of a task or a project (`winnerInfo`), in the caller's transaction. */
export const memberContact = (tx: Tx, memberId: number) => repo.contactOf(tx, memberId);

/**
 * A profile's derived columns after its works (cases) or its published version changed: the number of
 * approved works and the search vector (name, specialities, styles, description, city and the approved
 * works' titles, the served cities as tags; none before the first approval). In the caller's transaction.
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
          cities: v.cities,
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
 * public pages, search and top lists read the published version (profiles-public.ts).
 */
export function createProfilesService(deps: {
  db: Db;
  isFavorite: FavoriteLookup;
  followers: FollowerCounts;
  recordContact: RecordContactAttempt;
}) {
  const { db, recordContact } = deps;

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
    if (member[needs[kind].flag] !== VerifyState.approved) {
      throw new AppError('not_verified', needs[kind].words, { need: needs[kind].flag });
    }
    const screen = contactScreen();
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

    ...createPublicProfiles(deps),
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
