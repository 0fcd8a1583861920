import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCells, factsBuilder, pgRound, quartiles, scanRecords } from './price-cells.ts';

/** `percentile_cont` as the integration test computes it: sort, then linear between the closest ranks. */
function sorted(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  const pos = p * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return lo === hi ? s[lo]! : s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

describe('price cells (issue 32)', () => {
  it('finds the quartiles by selection exactly as a full sort does, duplicates and all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 20 }), fc.double({ min: 0, max: 1e6, noNaN: true })), {
          minLength: 1,
          maxLength: 300,
        }),
        (xs) => {
          const expected = [0.25, 0.5, 0.75].map((p) => sorted(xs, p));
          expect(quartiles(Float64Array.from(xs))).toEqual(expected);
          // the first n of a longer scratch array
          const scratch = new Float64Array(xs.length + 7).fill(-1);
          scratch.set(xs);
          expect(quartiles(scratch, xs.length)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("rounds as PostgreSQL's round(float8::numeric, n): 15 significant digits, then half away from zero", () => {
    // checked against PostgreSQL 15 and PGlite over 20,000 values while writing this
    expect(pgRound(2.5)).toBe('3');
    expect(pgRound(-2.5)).toBe('-3');
    expect(pgRound(1234.4999999999998)).toBe('1235'); // %.15g makes it 1234.50000000000
    expect(pgRound(0.49999999999999994)).toBe('1');
    expect(pgRound(0.12345, 4)).toBe('0.1235');
    expect(pgRound(0.15, 4)).toBe('0.1500');
    expect(pgRound(1e-7, 4)).toBe('0.0000');
    expect(pgRound(0.00005, 4)).toBe('0.0001');
    expect(pgRound(1e21)).toBe('1000000000000000000000');
  });

  it("reads the facts' texts: whole numbers digit by digit, any other as a number", () => {
    const got: number[][] = [];
    scanRecords('12,1,3400,0;7,0,1.5,-2;9007199254740993,0,1e3,12345678901234567', 4, (v) =>
      got.push([...v]),
    );
    expect(got).toEqual([
      [12, 1, 3400, 0],
      [7, 0, 1.5, -2],
      // past 2^53: as `Number` (and PostgreSQL's float8in) reads them
      [Number('9007199254740993'), 0, 1000, Number('12345678901234567')],
    ]);
    expect(() => scanRecords('1,2;3', 2, () => {})).toThrow(/1 numbers/);
  });

  it('counts projects and clients apart, and hides a cell or a category below 5 projects from 3 clients', () => {
    const keys = { city: '上海市', tier: 1, kind: 1, band: 3, qt: 20263 };
    const won = factsBuilder();
    const all = factsBuilder();
    // five projects of three clients; 门头 in four of them; each project quoted twice for `all`
    for (let i = 0; i < 5; i++) {
      const perM2 = [100 + i * 10, 200, i < 4 ? 50 : 0, 0, 0, 0, 0, 0, 0];
      won.add(i, i % 3, keys, perM2);
      all.add(i, i % 3, keys, perM2);
      all.add(
        i,
        i % 3,
        keys,
        perM2.map((v) => v * 1.1),
      );
    }
    // priced at 0: left out
    won.add(9, 0, keys, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const [w] = computeCells('won', won.done(), [['city', 'kind']]);
    expect([w!.city, w!.kind, w!.band, w!.projects, w!.clients, w!.quotes]).toEqual([
      '上海市',
      'tezhuang',
      '',
      5,
      3,
      5,
    ]);
    const ppm = [0, 1, 2, 3, 4].map((i) => 300 + i * 10 + (i < 4 ? 50 : 0));
    expect([w!.p25, w!.median, w!.p75]).toEqual([0.25, 0.5, 0.75].map((p) => Math.round(sorted(ppm, p))));
    const cats = JSON.parse(w!.cats) as Array<{ cat: string; projects: number; median: number | null }>;
    expect(cats.find((c) => c.cat === 'dimian')).toMatchObject({ projects: 5, median: 120 });
    expect(cats.find((c) => c.cat === 'mentou')).toMatchObject({ projects: 4, median: null });
    const [a] = computeCells('all', all.done(), [[]]);
    expect([a!.projects, a!.clients, a!.quotes]).toEqual([5, 3, 10]);
    expect(JSON.parse(a!.cats).find((c: { cat: string }) => c.cat === 'mentou').projects).toBe(4);
    // two clients only: nothing
    const two = factsBuilder();
    for (let i = 0; i < 6; i++) two.add(i, i % 2, keys, [100, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(computeCells('won', two.done(), [[]])).toEqual([]);
  });
});
