import { expect, it } from 'vitest';
import { idcardProblem } from './idcard.ts';

it('accepts valid GB 11643 numbers, including a check character X in either case', () => {
  for (const id of ['11010519491231002X', '11010519491231002x', '440524198801010011', '110105199003070017']) {
    expect(idcardProblem(id), id).toBeNull();
  }
});

it('refuses a wrong check character, an impossible or future birth date, and a wrong length', () => {
  expect(idcardProblem('110105194912310021')).toBe('身份证号校验位不正确，请核对');
  expect(idcardProblem('110105194902301234')).toBe('身份证号中的出生日期不正确');
  expect(idcardProblem('110105209901010011', new Date('2026-11-22'))).toBe('身份证号中的出生日期不正确');
  expect(idcardProblem('11010519491231002')).toBe('身份证号应为18位（最后一位可以是X）');
});
