import { itemLinks, profileLinks } from '@hz/contract/common/links';
import { ReviewState, VerifyState } from '@hz/contract/common/states';
import type { OwnerCard, ProfileKind, WorkItem } from '@hz/contract/people';
import { chinaParts } from '../../lib/china-time.ts';
import { maskContactsInHtml, maskContactsInText } from '../../lib/contact-mask.ts';
import { fileUrl, imageOf, thumbUrl } from '../uploads/uploads-service.ts';
import type { WorkRow } from './works-repository.ts';

export const image = imageOf;
export const logoUrl = (id: string) => (id ? fileUrl(id) : '');

/** Plain text as every people page shows it: contacts masked (again, on read). */
export const shown = (text: string) => maskContactsInText(text);
export const shownList = (l: readonly string[]) => l.map(maskContactsInText);
export const shownHtml = (html: string) => maskContactsInHtml(html);

/** Where a profile is based and what it serves: as its pages show it. */
export const servesOf = (v: {
  prov: string;
  city: string;
  specialities: string[];
  styles: string[];
  cities: string[];
  priceMin: number;
  priceMax: number;
}) => ({
  prov: v.prov,
  city: v.city,
  specialities: v.specialities,
  styles: v.styles,
  cities: v.cities,
  priceMin: v.priceMin,
  priceMax: v.priceMax,
});

/** A factory's plant as its pages show it: area, team, capacity, equipment (contacts masked), certificates. */
export const plantOf = (v: {
  plantArea: number;
  teamSize: number;
  capacity: number;
  equipment: string[];
  certs: string[];
}) => ({
  plantArea: v.plantArea,
  teamSize: v.teamSize,
  capacity: v.capacity,
  equipment: shownList(v.equipment),
  certs: v.certs.map(image),
});

/** Where a member is based, as one line (`上海市`, `江苏省苏州市`). */
export const addrOf = (prov: string, city: string) => (prov === city || !prov ? city : `${prov}${city}`);

/** Reputation in points with one decimal, from the stored tenths. */
export const points = (tenths: number) => tenths / 10;

/** Whether the member's verification for a profile kind is approved now. */
export const verifiedFor = (kind: ProfileKind, m: { personauth: number; businsauth: number }) =>
  (kind === 'designer' ? m.personauth : m.businsauth) === VerifyState.approved;

export const profileKindOfWork = (kind: 'work' | 'case'): ProfileKind =>
  kind === 'work' ? 'designer' : 'factory';

/** The owner's card on a work, case or service page. */
export function ownerCard(
  kind: ProfileKind,
  r: {
    cardno: string;
    ownerName: string;
    ownerLogo: string;
    ownerCity: string;
    ownerReputation: number;
    personauth: number;
    businsauth: number;
  },
): OwnerCard {
  return {
    kind,
    cardno: r.cardno,
    name: shown(r.ownerName),
    logo: logoUrl(r.ownerLogo),
    city: r.ownerCity,
    verified: verifiedFor(kind, r),
    reputation: points(r.ownerReputation),
    link: profileLinks[kind](r.cardno),
  };
}

/** A work's exhibition: shown while it is public, or to the owner and operators in any state. */
export function exhibitionOf(r: WorkRow, privileged: boolean) {
  if (r.listingId === null || r.expoTitle === null) return null;
  if (r.expoChecked !== ReviewState.approved && !privileged) return null;
  return {
    id: r.listingId,
    title: r.expoTitle,
    city: r.expoCity ?? '',
    sdate: r.expoSdate ?? '',
    edate: r.expoEdate ?? '',
    link: itemLinks.huizhan(r.listingId),
  };
}

/** A work or case in a list. */
export function workItem(r: WorkRow, privileged = false): WorkItem {
  return {
    id: r.id,
    kind: r.kind,
    title: shown(r.title),
    cover: fileUrl(r.cover),
    thumb: thumbUrl(r.cover),
    pictures: 1 + r.pics.length,
    areas: r.areas,
    opens: r.opens,
    style: r.style,
    exhibition: exhibitionOf(r, privileged),
    link: itemLinks[r.kind](r.id),
    dates: chinaParts(r.publishedAt ?? r.createdAt).date,
    views: r.views,
    likes: r.likes,
  };
}
