import { indexTokens } from '@hz/contract/common/search-tokens';
import { describe, expect, it } from 'vitest';
import { hanWords, queryWords } from './search-words.ts';

const words = (run: string) => hanWords(run).map((w) => w.word);

describe('hanWords', () => {
  it('keeps ICU words and adds trade words where they cover whole segments', () => {
    expect(words('汽车展')).toEqual(['汽车', '展']);
    expect(words('上海车展')).toEqual(['上海', '车展']);
    expect(words('展台设计')).toEqual(['展台', '设计']);
    expect(words('特装展台搭建')).toEqual(['特装', '展台', '搭建']);
    expect(words('会展中心')).toEqual(['会展', '中心']);
    expect(words('汽车零部件展')).toEqual(['汽车', '零部件', '展']);
    // 车展 would cut ICU's 展示 in two
    expect(words('新车展示')).toEqual(['新车', '展示']);
  });

  it('joins single characters side by side into one word ICU does not know', () => {
    expect(hanWords('麒麟工场岛型展台')).toEqual([
      { word: '麒麟', known: true },
      { word: '工场', known: false },
      { word: '岛型', known: true },
      { word: '展台', known: true },
    ]);
    expect(hanWords('茶展')).toEqual([{ word: '茶展', known: false }]);
  });
});

describe('queryWords', () => {
  it('a word must occur (its pairs); a single character between words only ranks', () => {
    expect(queryWords('汽车展')).toEqual({
      required: [[['汽车']]],
      optional: ['展'],
      all: ['汽车', '车展', '展'],
    });
    expect(queryWords('展览会').required).toEqual([[['展览', '览会']]]);
  });

  it('an abbreviation may occur as what it stands for', () => {
    expect(queryWords('上海车展').required).toEqual([[['上海']], [['车展'], ['汽车', '展']]]);
    expect(queryWords('上海车展').all).toEqual(['上海', '海车', '车展', '汽车', '展']);
  });

  it('an unknown word needs each of its characters; Latin words as before', () => {
    expect(queryWords('茶展').required).toEqual([[['茶', '展']]]);
    expect(queryWords('3D展台').required).toEqual([[['3d']], [['展台']]]);
    expect(queryWords('LED 显示屏').required).toEqual([[['led']], [['显示', '示屏']]]);
  });

  it('single characters alone are required; nothing gives nothing', () => {
    expect(queryWords('展')).toEqual({ required: [], optional: ['展'], all: ['展'] });
    expect(queryWords('上 海')).toMatchObject({ required: [], optional: ['上', '海'] });
    expect(queryWords('，。！')).toEqual({ required: [], optional: [], all: [] });
  });

  it('bounds a long keyword', () => {
    const w = queryWords('一二三四五六七八九十甲乙丙丁戊己庚辛壬癸'.repeat(3));
    expect(w.required.flat(2).length).toBeLessThanOrEqual(16);
    expect(w.all.length).toBeLessThanOrEqual(32);
  });

  it('every token a match needs of a text is among its index tokens (so a text finds itself)', () => {
    for (const text of ['2026上海国际汽车展览会', '3D展台设计', 'CES亚洲电子展', '麒麟工场岛型特装展台']) {
      const index = new Set(indexTokens(text));
      const { required } = queryWords(text);
      for (const term of required)
        expect(
          term.some((alt) => alt.every((t) => index.has(t))),
          text,
        ).toBe(true);
    }
  });
});
