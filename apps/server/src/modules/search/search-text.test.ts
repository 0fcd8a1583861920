import { describe, expect, it } from 'vitest';
import { tsqueryAny, tsqueryLiteral, tsqueryTerms, tsvectorLiteral } from './search-text.ts';

describe('tsvector and tsquery literals', () => {
  it('weights the title A and the rest B, positions in order', () => {
    expect(
      tsvectorLiteral([
        { text: '车展', weight: 'A' },
        { text: '上海车展', weight: 'B' },
      ]),
    ).toBe("'车':1A,8B '车展':2A,9B '展':3A,10B '上':4B '上海':5B '海':6B '海车':7B");
  });

  it('quotes every lexeme and keeps at most 8 positions of a token', () => {
    const v = tsvectorLiteral([{ text: 'a '.repeat(20), weight: 'B' }]);
    expect(v).toBe("'a':1B,2B,3B,4B,5B,6B,7B,8B");
    expect(tsqueryLiteral(['3d', '展台'])).toBe("'3d':* & '展台'");
    expect(tsqueryLiteral(['a', '展'])).toBe("'a' & '展'");
    expect(tsqueryLiteral(["o'k"])).toBe("'o''k':*");
    expect(tsqueryLiteral([])).toBe('');
  });

  it("ANDs terms, ORs a term's alternatives, ORs the tokens that rank", () => {
    expect(tsqueryTerms([[['上海']], [['车展'], ['汽车', '展']]])).toBe("'上海' & ('车展' | '汽车' & '展')");
    expect(tsqueryTerms([[['led']], [['显示', '示屏']]])).toBe("'led':* & '显示' & '示屏'");
    expect(tsqueryAny(['汽车', '车展', 'le'])).toBe("'汽车' | '车展' | 'le':*");
  });
});
