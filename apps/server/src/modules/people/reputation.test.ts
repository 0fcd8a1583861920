import { describe, expect, it } from 'vitest';
import {
  type CompletenessFields,
  DESCR_FILLED,
  MAX_COUNTED_ITEMS,
  noInputs,
  profileCompleteness,
  type ReputationInputs,
  reputationParts,
  reputationScore,
} from './reputation.ts';

const now = new Date('2026-12-01T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const score = (over: Partial<ReputationInputs>) => reputationScore({ ...noInputs, ...over }, now);

const designer: CompletenessFields = {
  logo: 'f1',
  descr:
    '从业十年的展台设计师，擅长特装展台与双层展台设计，服务过汽车、消费电子与医疗器械行业的品牌客户，提供从方案、效果图到施工图的完整设计。',
  specialities: ['特装展位'],
  styles: ['现代简约'],
  cities: ['上海市'],
  priceMin: 80,
  priceMax: 150,
  years: 10,
  plantArea: 0,
  teamSize: 0,
  capacity: 0,
  equipment: [],
  certs: [],
};

describe('reputationScore', () => {
  it('is 0 without inputs and 15 for verification alone (in tenths of a point)', () => {
    expect(score({})).toBe(0);
    expect(score({ verified: true })).toBe(150);
  });

  it('counts approved works with diminishing returns and a cap', () => {
    const s = Array.from({ length: 60 }, (_, n) => score({ approvedItems: n }));
    for (let n = 1; n < 60; n++) expect(s[n]!).toBeGreaterThanOrEqual(s[n - 1]!);
    // each work adds less than the one before (allowing for rounding to a tenth)
    expect(s[1]! - s[0]!).toBeGreaterThan(s[10]! - s[9]!);
    expect(s[10]! - s[9]!).toBeGreaterThan(s[25]! - s[24]!);
    // beyond the cap nothing more
    expect(s[59]).toBe(s[MAX_COUNTED_ITEMS]);
    expect(s[MAX_COUNTED_ITEMS]!).toBeLessThanOrEqual(300);
  });

  it('counts favourites with diminishing returns, capped at 15 points', () => {
    expect(score({ favorites: 1 })).toBeGreaterThan(0);
    expect(score({ favorites: 10 }) - score({ favorites: 9 })).toBeLessThan(score({ favorites: 1 }));
    expect(score({ favorites: 50 })).toBe(150);
    expect(score({ favorites: 5000 })).toBe(150);
  });

  it('rewards recent activity and lets it fade over a year', () => {
    expect(score({ lastActiveAt: daysAgo(3) })).toBe(100);
    expect(score({ lastActiveAt: daysAgo(30) })).toBe(100);
    const half = score({ lastActiveAt: daysAgo(197.5) });
    expect(half).toBe(50);
    expect(score({ lastActiveAt: daysAgo(400) })).toBe(0);
    expect(score({ lastActiveAt: null })).toBe(0);
  });

  it('today (no tasks or projects yet) tops out at 80 points', () => {
    const best = score({
      verified: true,
      approvedItems: 1000,
      favorites: 1000,
      completeness: 100,
      lastActiveAt: daysAgo(1),
    });
    expect(best).toBe(799);
  });

  it('will take completed work and ratings into account, and upheld complaints and lateness off', () => {
    const base = { verified: true, approvedItems: 5 };
    expect(score({ ...base, completed: 10 })).toBeGreaterThan(score(base));
    expect(score({ ...base, ratingSum: 25, ratingCount: 5 })).toBeGreaterThan(
      score({ ...base, ratingSum: 10, ratingCount: 5 }),
    );
    // one 5-star rating counts less than five of them
    expect(score({ ...base, ratingSum: 5, ratingCount: 1 })).toBeLessThan(
      score({ ...base, ratingSum: 25, ratingCount: 5 }),
    );
    expect(score({ ...base, onTime: 5, late: 5 })).toBeLessThan(score({ ...base, onTime: 10 }));
    expect(score({ ...base, complaintsUpheld: 1 })).toBe(score(base) - 100);
    expect(score({ complaintsUpheld: 3 })).toBe(0);
    const parts = reputationParts({ ...noInputs, ...base, complaintsUpheld: 1 }, now);
    expect(parts.complaints).toBe(-10);
  });

  it('counts design-contest wins, and finalist places at half a win, with diminishing returns (issue 30)', () => {
    const base = { verified: true, approvedItems: 5 };
    expect(reputationParts({ ...noInputs, contestWins: 1 }, now).contests).toBeCloseTo(
      10 * (1 - Math.exp(-1 / 3)),
      6,
    );
    expect(score({ ...base, contestWins: 1 })).toBeGreaterThan(score({ ...base, contestFinals: 1 }));
    expect(score({ ...base, contestFinals: 1 })).toBeGreaterThan(score(base));
    expect(score({ ...base, contestFinals: 2 })).toBe(score({ ...base, contestWins: 1 }));
    // the tenth win adds less than the first, and the part never passes 10
    const gain = (w: number) => score({ ...base, contestWins: w + 1 }) - score({ ...base, contestWins: w });
    expect(gain(9)).toBeLessThan(gain(0));
    expect(reputationParts({ ...noInputs, contestWins: 1000 }, now).contests).toBeLessThanOrEqual(10);
  });

  it('nothing a member writes about themself or has not had approved moves it', () => {
    // the inputs of a member with 3 approved works and a complete profile
    const profile = { ...designer };
    const inputs = {
      ...noInputs,
      verified: true,
      approvedItems: 3,
      completeness: profileCompleteness('designer', profile),
      lastActiveAt: daysAgo(10),
    };
    const before = reputationScore(inputs, now);
    // a description ten times as long, more specialities and styles: the same completeness
    const wordy = {
      ...profile,
      descr: profile.descr.repeat(10),
      specialities: ['标准展位', '特装展位', '双层展台', '巡展'],
      styles: ['现代简约', '科技感', '奢华'],
      cities: ['全国'],
    };
    expect(profileCompleteness('designer', wordy)).toBe(inputs.completeness);
    // 20 more works waiting for review (or rejected) are not approved items: the inputs do not change
    expect(reputationScore({ ...inputs, completeness: profileCompleteness('designer', wordy) }, now)).toBe(
      before,
    );
    // an edit under review is not the published profile; completeness is read from the published one
    expect(reputationScore(inputs, now)).toBe(before);
  });
});

describe('profileCompleteness', () => {
  it('judges each field by a threshold', () => {
    expect(profileCompleteness('designer', designer)).toBe(100);
    expect(profileCompleteness('designer', { ...designer, descr: 'x'.repeat(DESCR_FILLED - 1) })).toBe(86);
    expect(profileCompleteness('designer', { ...designer, descr: 'x'.repeat(DESCR_FILLED) })).toBe(100);
    expect(profileCompleteness('designer', { ...designer, priceMin: 0, priceMax: 0 })).toBe(86);
  });

  it('asks a factory for its plant, team, capacity, equipment and certificates', () => {
    const factory = { ...designer, years: 0, plantArea: 8000, teamSize: 60, capacity: 40 };
    expect(profileCompleteness('factory', factory)).toBe(82);
    expect(profileCompleteness('factory', { ...factory, equipment: ['CNC雕刻机'], certs: ['f2'] })).toBe(100);
  });
});
