import type { ProfileKind } from '@hz/contract/people';

/**
 * The reputation formula (issue 12, point 5; docs/domains/people.md "Reputation"): pure, so that it is
 * unit-tested and the same wherever it runs (the daily job, a member's debounced job). Its inputs are the
 * columns of `reputation_inputs`, one row per member and profile kind; none of them is something a member
 * can buy or write about themself:
 *
 * - `verified`: the member's person (designer) or business (factory) verification is approved now;
 * - `approvedItems`: works or cases an operator approved (waiting and rejected ones do not count);
 * - `favorites`: members with an approved verification, other than the member, who keep the profile
 *   among their favourites;
 * - `completeness`: the share of the APPROVED profile's fields that are filled (a threshold per field:
 *   more text than the threshold adds nothing, an edit under review changes nothing);
 * - `lastActiveAt`: when the member's most recent work or case was first approved;
 * - and, once design tasks and build projects land, `completed` ones, `ratings` (1–5), deliveries on time
 *   and late, and complaints upheld against the member (all 0 until then);
 * - a designer's design-contest places (issue 30): `contestWins` (chosen by the client, handed over and
 *   paid) and `contestFinals` (finalist places without a win, once the winners were decided). A client
 *   chooses them, paying a prize with the platform's commission on it, so they are not free to make.
 *
 * Score, 0–100, one decimal:
 *   verified            15
 *   portfolio           30 · (1 − e^(−n/5)), n = approved items, at most 30 counted
 *   favourites          15 · min(1, ln(1 + f) / ln(51))
 *   completeness        10 · c                          (c in 0…1)
 *   activity            10 if the last approval is at most 30 days old, falling linearly to 0 at 365 days
 *   completed work      10 · (1 − e^(−k/5))
 *   ratings             10 · (mean − 1) / 4 · min(1, count / 5), mean shrunk toward 3 by 2 virtual ratings
 *   lateness            −10 · late / (on time + late)
 *   complaints upheld   −10 each
 *   contest places      10 · (1 − e^(−(w + f/2)/3)), w wins, f finalist places
 * clamped to 0–100. Diminishing returns everywhere a member could add more of the same.
 */
export interface ReputationInputs {
  verified: boolean;
  approvedItems: number;
  favorites: number;
  /** 0–100. */
  completeness: number;
  lastActiveAt: Date | null;
  completed: number;
  ratingSum: number;
  ratingCount: number;
  onTime: number;
  late: number;
  complaintsUpheld: number;
  contestWins: number;
  contestFinals: number;
}

export const noInputs: ReputationInputs = {
  verified: false,
  approvedItems: 0,
  favorites: 0,
  completeness: 0,
  lastActiveAt: null,
  completed: 0,
  ratingSum: 0,
  ratingCount: 0,
  onTime: 0,
  late: 0,
  complaintsUpheld: 0,
  contestWins: 0,
  contestFinals: 0,
};

const DAY = 86_400_000;
/** Approved items beyond this count no more. */
export const MAX_COUNTED_ITEMS = 30;

/** The parts of the score, for the docs and the tests. */
export function reputationParts(i: ReputationInputs, now: Date) {
  const items = Math.min(Math.max(i.approvedItems, 0), MAX_COUNTED_ITEMS);
  const favorites = Math.max(i.favorites, 0);
  const days = i.lastActiveAt ? (now.getTime() - i.lastActiveAt.getTime()) / DAY : Number.POSITIVE_INFINITY;
  const activity = days <= 30 ? 1 : days >= 365 ? 0 : (365 - days) / 335;
  const ratings = i.ratingCount > 0 ? ((i.ratingSum + 2 * 3) / (i.ratingCount + 2) - 1) / 4 : 0;
  const deliveries = i.onTime + i.late;
  return {
    verified: i.verified ? 15 : 0,
    portfolio: 30 * (1 - Math.exp(-items / 5)),
    favorites: 15 * Math.min(1, Math.log1p(favorites) / Math.log(51)),
    completeness: (10 * Math.min(Math.max(i.completeness, 0), 100)) / 100,
    activity: 10 * activity,
    completed: 10 * (1 - Math.exp(-Math.max(i.completed, 0) / 5)),
    ratings: 10 * Math.min(Math.max(ratings, 0), 1) * Math.min(1, i.ratingCount / 5),
    lateness: deliveries > 0 ? (-10 * i.late) / deliveries : 0,
    complaints: -10 * Math.max(i.complaintsUpheld, 0),
    contests: 10 * (1 - Math.exp(-(Math.max(i.contestWins, 0) + Math.max(i.contestFinals, 0) / 2) / 3)),
  };
}

/** The score in tenths of a point (0–1000), as `profiles.reputation` stores it. */
export function reputationScore(i: ReputationInputs, now: Date): number {
  const sum = Object.values(reputationParts(i, now)).reduce((a, b) => a + b, 0);
  return Math.round(Math.min(100, Math.max(0, sum)) * 10);
}

/** What the completeness of a profile is judged on: its published fields. */
export interface CompletenessFields {
  logo: string;
  descr: string;
  specialities: readonly string[];
  styles: readonly string[];
  cities: readonly string[];
  priceMin: number;
  priceMax: number;
  years: number;
  plantArea: number;
  teamSize: number;
  capacity: number;
  equipment: readonly string[];
  certs: readonly string[];
}

/** A description counts as filled from this many characters; longer ones count the same. */
export const DESCR_FILLED = 50;

/**
 * 0–100: the share of a published profile's fields that are filled, each judged by a threshold (a logo,
 * a description of at least `DESCR_FILLED` characters, a price, …), so that more of the same adds nothing.
 */
export function profileCompleteness(kind: ProfileKind, p: CompletenessFields): number {
  const common = [
    p.logo !== '',
    p.descr.trim().length >= DESCR_FILLED,
    p.specialities.length > 0,
    p.styles.length > 0,
    p.cities.length > 0,
    p.priceMin > 0 || p.priceMax > 0,
  ];
  const own =
    kind === 'designer'
      ? [p.years > 0]
      : [p.plantArea > 0, p.teamSize > 0, p.capacity > 0, p.equipment.length > 0, p.certs.length > 0];
  const checks = [...common, ...own];
  return Math.round((100 * checks.filter(Boolean).length) / checks.length);
}
