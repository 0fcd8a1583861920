import { describe, expect, it } from 'vitest';
import { excerpt, highlight, indexTokens, queryTokens } from './search-tokens.ts';

describe('indexTokens', () => {
  it('gives single characters and overlapping pairs of Han runs', () => {
    expect(indexTokens('汽车展')).toEqual(['汽', '汽车', '车', '车展', '展']);
  });

  it('splits mixed Latin, digits and Han into words and Han tokens', () => {
    expect(indexTokens('3D展台')).toEqual(['3d', '展', '展台', '台']);
    expect(indexTokens('LED显示屏 2026')).toEqual(['led', '显', '显示', '示', '示屏', '屏', '2026']);
  });

  it('breaks at punctuation and spaces, and folds full-width letters', () => {
    expect(indexTokens('上海，国际·车展！')).toEqual([
      '上',
      '上海',
      '海',
      '国',
      '国际',
      '际',
      '车',
      '车展',
      '展',
    ]);
    expect(indexTokens('３Ｄ打印')).toEqual(['3d', '打', '打印', '印']);
    expect(indexTokens('…—!?')).toEqual([]);
  });
});

describe('queryTokens', () => {
  it('a one-character query is that character', () => {
    expect(queryTokens('展')).toEqual(['展']);
  });

  it('a longer Han run is its overlapping pairs', () => {
    expect(queryTokens('上海')).toEqual(['上海']);
    expect(queryTokens('汽车展')).toEqual(['汽车', '车展']);
  });

  it('mixed and Latin queries', () => {
    expect(queryTokens('3D展台')).toEqual(['3d', '展台']);
    expect(queryTokens('  Auto  Show ')).toEqual(['auto', 'show']);
  });

  it('punctuation only gives nothing; repeats and very long queries are bounded', () => {
    expect(queryTokens('，。！')).toEqual([]);
    expect(queryTokens('上海 上海')).toEqual(['上海']);
    expect(queryTokens('一二三四五六七八九十甲乙丙丁戊己庚辛壬癸').length).toBe(16);
  });

  it('every query token of a text is among its index tokens (so a text finds itself)', () => {
    for (const text of ['2026上海国际汽车展览会', '3D展台设计', 'CES亚洲电子展']) {
      const index = new Set(indexTokens(text));
      for (const t of queryTokens(text)) expect(index.has(t), t).toBe(true);
    }
  });
});

describe('highlight and excerpt', () => {
  it('wraps matches in <em> and escapes everything else', () => {
    expect(highlight('2026上海<国际>汽车展', queryTokens('汽车展'))).toBe(
      '2026上海&lt;国际&gt;<em>汽车展</em>',
    );
    expect(highlight('3D展台 & 3d打印', queryTokens('3D'))).toBe('<em>3D</em>展台 &amp; <em>3d</em>打印');
    expect(highlight('<b>x</b>', [])).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  it('cuts an excerpt around the first match', () => {
    const text = `${'前'.repeat(100)}上海车展${'后'.repeat(100)}`;
    const e = excerpt(text, queryTokens('车展'), 40);
    expect(e.startsWith('…')).toBe(true);
    expect(e.endsWith('…')).toBe(true);
    expect(e).toContain('<em>车展</em>');
    expect(excerpt('短文本', [], 40)).toBe('短文本');
  });
});
