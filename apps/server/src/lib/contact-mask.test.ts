import { describe, expect, it } from 'vitest';
import { CONTACT_MASK as M, maskContacts, maskContactsInHtml } from './contact-mask.ts';

describe('maskContacts: phone numbers', () => {
  it.each([
    ['电话13800138000', `电话${M}`],
    ['手机：138 0013 8000，欢迎咨询', `手机：${M}，欢迎咨询`],
    ['138-0013-8000', M],
    ['138.0013.8000', M],
    ['+86 138 0013 8000', M],
    ['0086-13800138000', M],
    ['打我１３８００１３８０００', `打我${M}`],
    ['一三八零零一三八零零零', M],
    ['壹叁捌零零壹叁捌零零零', M],
    ['①③⑧⓪⓪①③⑧⓪⓪⓪', M],
    ['幺三八 零零幺三 八零零零', M],
  ])('mobile %s', (input, out) => expect(maskContacts(input)).toBe(out));

  it.each([
    ['座机 021-61234567', `座机 ${M}`],
    ['(0755)23456789', M],
    ['（０２１）６１２３ ４５６７', M],
    ['010-6123-4567 转 808', M],
    ['0512 6688 9900', M],
    ['400-820-8820', M],
    ['客服800 820 8820', `客服${M}`],
    ['4008208820', M],
    ['电话：6123 4567', `电话：${M}`],
    ['tel: 61234567', `tel: ${M}`],
  ])('landline and hotline %s', (input, out) => expect(maskContacts(input)).toBe(out));
});

describe('maskContacts: QQ, WeChat, e-mail', () => {
  it.each([
    ['QQ:12345678', `QQ:${M}`],
    ['qq 123 456 789', `qq ${M}`],
    ['扣扣 87654321', `扣扣 ${M}`],
    ['加企鹅：一二三四五六七', `加企鹅：${M}`],
    ['Q号是98765', `Q号是${M}`],
    ['加Q 5566778', `加Q ${M}`],
    ['ＱＱ：１２３４５６７８', `ＱＱ：${M}`],
  ])('QQ %s', (input, out) => expect(maskContacts(input)).toBe(out));

  it.each([
    ['微信：zhanting_design', `微信：${M}`],
    ['微信号 abc-123456', `微信号 ${M}`],
    ['VX: Lin2026design', `VX: ${M}`],
    ['加wx lin_xiao88 详聊', `加wx ${M} 详聊`],
    ['V信 13800138000', `V信 ${M}`],
    ['v:designer01', `v:${M}`],
    ['威信 hzdesign2026', `威信 ${M}`],
    ['weixin：booth_pro', `weixin：${M}`],
  ])('WeChat %s', (input, out) => expect(maskContacts(input)).toBe(out));

  it.each([
    ['邮箱 lin.xiao@example.com 联系', `邮箱 ${M} 联系`],
    ['12345678@qq.com', M],
    ['lin (at) example 点 com', M],
    ['ＬＩＮ＠ＥＸＡＭＰＬＥ．ＣＯＭ', M],
  ])('e-mail %s', (input, out) => expect(maskContacts(input)).toBe(out));

  it('a bare long number (a QQ or phone number without a word) is masked', () => {
    expect(maskContacts('找我 987654321')).toBe(`找我 ${M}`);
  });
});

describe('maskContacts: no false positives', () => {
  it.each([
    '36㎡特装展台，三面开，2026年上海车展',
    '设计费 300-500元/㎡，面议',
    '价格区间1500-3000元/平方米，起订面积 18 m²',
    '2026-11-23 至 2026-11-26，9:00-17:00 布展',
    '从业12年，服务客户200余家，年搭建量1200个展位',
    '厂房面积 12000㎡，团队 85 人，月产能 60 个展台',
    '第一届至第三十届展会，一二三号馆',
    '预算 800000 元，工期 15 天',
    'CNC雕刻机 3台，UV平板打印机 2台，型号 X-2000',
    'VR展示、3D渲染、AI辅助设计',
    'FAQ 常见问题，Q3季度交付',
    '面积 9 m²，3 天出图，¥1,280',
  ])('%s', (text) => expect(maskContacts(text)).toBe(text));
});

describe('maskContactsInHtml', () => {
  it('masks in text nodes and keeps the tags', () => {
    expect(maskContactsInHtml('<p>欢迎致电 <strong>13800138000</strong> 咨询</p>')).toBe(
      `<p>欢迎致电 <strong>${M}</strong> 咨询</p>`,
    );
  });

  it('reads a number split by inline tags as one', () => {
    expect(maskContactsInHtml('<p>138<b>0013</b>8000</p>')).toBe(`<p>${M}<b></b></p>`);
  });

  it('does not join numbers across blocks, and leaves clean HTML as it is', () => {
    const html = '<ul><li>面积 36㎡</li><li>2026年</li></ul><p>报价 1500-3000元/㎡</p>';
    expect(maskContactsInHtml(html)).toBe(html);
  });

  it('masks e-mail and WeChat in rich text', () => {
    expect(maskContactsInHtml('<p>微信：lin_design88</p><p>邮箱 a.b@c.cn</p>')).toBe(
      `<p>微信：${M}</p><p>邮箱 ${M}</p>`,
    );
  });
});
