import { describe, expect, it } from 'vitest';
import { usccCheckChar, usccProblem } from './uscc.ts';

describe('usccProblem (GB 32100)', () => {
  // Published codes of real companies (public business registrations).
  const real = ['91440300708461136T', '91110000802100433B', '91330100799655058B'];

  it.each(real)('accepts %s', (code) => {
    expect(usccProblem(code)).toBeNull();
    expect(usccProblem(code.toLowerCase())).toBeNull();
  });

  it('computes the check character of a real code', () => {
    expect(usccCheckChar('91440300708461136')).toBe('T');
  });

  it('refuses a wrong check character', () => {
    expect(usccProblem('91440300708461136A')).toMatch(/校验位/);
  });

  it('refuses a wrong length and letters outside the alphabet', () => {
    expect(usccProblem('9144030070846113')).toMatch(/18位/);
    expect(usccProblem('91440300708461136I')).toMatch(/大写字母/);
  });

  it('refuses a code whose division part is not digits', () => {
    const body = '91A40300708461136';
    expect(usccProblem(body + usccCheckChar(body))).toMatch(/行政区划/);
  });
});
