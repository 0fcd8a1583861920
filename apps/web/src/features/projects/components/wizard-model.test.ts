import { describe, expect, it } from 'vitest';
import { areaOf, errorStep, formField, schemaRule, stepOf, toForm, toWire } from './wizard-model.ts';

const check = async (rule: ReturnType<typeof schemaRule>, value: unknown) => {
  const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
  return validator({}, value).then(
    () => null,
    (e: Error) => e.message,
  );
};

describe('the project wizard model', () => {
  it('a draft read back into the form and written out again keeps every field', () => {
    const wire = {
      title: '汽车零部件展 54㎡ 特装展台',
      exhibition: 3,
      showname: '汽车零部件展',
      groupid: '7',
      hall: '4.2号馆',
      booth: 'B12',
      length: 9,
      width: 6,
      height: 4.5,
      opens: 2,
      layer: 2,
      prov: '上海市',
      city: '上海市',
      strt: '青浦区',
      addr: '崧泽大道333号',
      sdate: '2026-12-23',
      edate: '2026-12-26',
      indate: '2026-12-21',
      bgdate: '2026-12-13',
      outdate: '2026-12-27',
      coins: 86000,
      peoples: 8,
      picture: ['fAAA'],
      workpic: [],
      attach: ['fBBB'],
      conts: '<p>木结构特装展台，含地台地毯。</p>',
      mobile: '13800000001',
    };
    const form = toForm(wire);
    expect(form.region).toEqual(['上海市', '上海市']);
    expect(form.groupid).toBe('7');
    expect(form.picture).toEqual([{ id: 'fAAA', url: '/files/fAAA' }]);
    expect(form.conts).toBe('木结构特装展台，含地台地毯。');
    expect(toWire(form)).toEqual(wire);
  });

  it('a step saves only what it has: empty values are left out, a free show is exhibition 0', () => {
    expect(
      toWire({ title: '  展台搭建项目 ', exhibition: undefined, groupid: undefined, length: null, opens: 1 }),
    ).toEqual({ title: '展台搭建项目', exhibition: 0, groupid: '0', opens: 1 });
  });

  it('a server field belongs to its step and its form field', () => {
    expect(stepOf('length')).toBe(1);
    expect(stepOf('bgdate')).toBe(2);
    expect(stepOf('coins')).toBe(3);
    expect(stepOf('conts')).toBe(4);
    expect(stepOf('draft')).toBeUndefined();
    expect(formField('prov')).toBe('region');
    // a refusal of the publish opens the earliest step with an error
    expect(errorStep({ conts: '项目说明至少10个字', sdate: '展会日期应在所选展会的日期内' })).toBe(2);
    expect(errorStep({ exhibition: '所选展会不存在或未通过审核', coins: '预算不能少于1000元' })).toBe(1);
    expect(errorStep({ draft: '草稿不存在或已发布' })).toBe(4);
    expect(formField('addr')).toBe('addr');
  });

  it('a field is checked by the contract, in Chinese', async () => {
    expect(await check(schemaRule('length', '请输入展台长度'), undefined)).toBe('请输入展台长度');
    expect(await check(schemaRule('length'), 120)).toBe('展台长度不能超过100米');
    expect(await check(schemaRule('length'), 0)).toBe('展台长度必须大于0');
    expect(await check(schemaRule('length'), 9.5)).toBeNull();
    expect(await check(schemaRule('coins'), 500)).toBe('预算不能少于1000元');
    expect(await check(schemaRule('mobile'), '1380000')).toBe('请输入正确的11位手机号');
    expect(await check(schemaRule('hall'), '')).toBeNull();
  });

  it('the area is length × width to the hundredth', () => {
    expect(areaOf(9, 6)).toBe(54);
    expect(areaOf(3.33, 3)).toBe(9.99);
    expect(areaOf(null, 3)).toBe(0);
  });
});
