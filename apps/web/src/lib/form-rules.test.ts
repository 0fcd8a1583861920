import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { dateOrder, notPast } from './form-rules.ts';
import { chinaToday } from './format.ts';

type Validator = (rule: RuleObject, value: unknown) => Promise<void>;
const validatorOf = (rule: unknown, fields: Record<string, string> = {}): Validator => {
  const r =
    typeof rule === 'function' ? rule({ getFieldValue: (n: string) => fields[n] } as FormInstance) : rule;
  return (r as { validator: Validator }).validator;
};
const check = (v: Validator, value: string) =>
  v({} as RuleObject, value).then(
    () => null,
    (e: Error) => e.message,
  );

describe('date rules of the publishing forms', () => {
  it('refuses a date before today in China, and lets an empty one to `required`', async () => {
    const v = validatorOf(notPast('展会开始日期'));
    expect(await check(v, '2000-01-01')).toBe('展会开始日期不能早于今天');
    expect(await check(v, chinaToday())).toBeNull();
    expect(await check(v, '')).toBeNull();
  });

  it('keeps a date before or after another field’s, when both are there', async () => {
    const before = validatorOf(dateOrder('sdate', 'before', '截止日期不能晚于开始日期'), {
      sdate: '2027-03-10',
    });
    expect(await check(before, '2027-03-10')).toBeNull();
    expect(await check(before, '2027-03-11')).toBe('截止日期不能晚于开始日期');
    const after = validatorOf(dateOrder('sdate', 'after', '结束日期不能早于开始日期'), {
      sdate: '2027-03-10',
    });
    expect(await check(after, '2027-03-09')).toBe('结束日期不能早于开始日期');
    expect(await check(validatorOf(dateOrder('sdate', 'after', 'x')), '2027-03-09')).toBeNull();
  });
});
