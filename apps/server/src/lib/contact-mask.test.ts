import { describe, expect, it } from 'vitest';
import {
  findContacts,
  findContactsInHtml,
  hasContacts,
  CONTACT_MASK as M,
  maskContactsInFileName,
  maskContactsInHtml,
  maskContactsInText,
} from './contact-mask.ts';
import { foldForContacts } from './contact-fold.ts';

describe('foldForContacts', () => {
  it.each([
    ['１３８', '138'],
    ['𝟏𝟑𝟖', '138'],
    ['𝟙𝟛𝟠', '138'],
    ['١٣٨', '138'],
    ['۱۳۸', '138'],
    ['१३८', '138'],
    ['১৩৮', '138'],
    ['๑๓๘', '138'],
    ['1️⃣3️⃣8️⃣', '138'],
    ['①③⑧⓪', '1380'],
    ['❶❸❽', '138'],
    ['⓵⓷⓼⓿', '1380'],
    ['幺三八两零', '13820'],
    ['〡〣〨', '138'],
    ['¹³⁸', '138'],
    ['1\u200b3\u200d8\ufeff', '138'],
    ['✌️信', 'v信'],
    ['➕V', '+v'],
    ['v❤️', 'v♥'],
    ['📞', 'tel'],
    ['🐧', 'qq'],
    ['ＶＸ', 'vx'],
    ['Ⓥ', 'v'],
  ])('%s → %s', (input, out) => expect(foldForContacts(input).text).toBe(out));

  it('keeps where each folded unit came from', () => {
    const f = foldForContacts('a😀𝟏');
    expect(f.text).toBe('a😀1');
    expect(f.from).toEqual([
      [0, 1],
      [1, 3],
      [1, 3],
      [3, 5],
    ]);
  });
});

describe('phone numbers', () => {
  it.each([
    // the spellings of the probe (issue 29)
    ['138😀1234😀5678', M],
    ['1️⃣3️⃣8️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣', M],
    ['𝟏𝟑𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖', M],
    ['١٣٨١٢٣٤٥٦٧٨', M],
    ['138/1234/5678', M],
    ['138，1234，5678', M],
    ['138。1234。5678', M],
    ['138~1234~5678', M],
    ['138x1234x5678', M],
    ['(138)1234(5678)', `(${M})`],
    ['（138）1234（5678）', `（${M}）`],
    ['1 3 8 1 2 3 4 5 6 7 8', M],
    ['1\u200b3\u200b8\u200b1\u200b2\u200b3\u200b4\u200b5\u200b6\u200b7\u200b8', M],
    ['作品𝟏𝟑𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖', `作品${M}`],
    ['①③⑧①②③④⑤⑥⑦⑧', M],
    ['❶❸❽❶❷❸❹❺❻❼❽', M],
    // the spellings that were already masked
    ['电话13800138000', `电话${M}`],
    ['手机：138 0013 8000，欢迎咨询', `手机：${M}，欢迎咨询`],
    ['138-0013-8000', M],
    ['138.0013.8000', M],
    ['+86 138 0013 8000', M],
    ['0086-13800138000', M],
    ['打我１３８００１３８０００', `打我${M}`],
    ['一三八零零一三八零零零', M],
    ['壹叁捌零零壹叁捌零零零', M],
    ['幺三八 零零幺三 八零零零', M],
    ['幺三八两两幺三八零零零', M],
    ['📞13800138000', `📞${M}`],
    ['+852 9123 4567', M],
  ])('mobile %s', (input, out) => expect(maskContactsInText(input)).toBe(out));

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
    ['☎️ 6123-4567', `☎️ ${M}`],
  ])('landline and hotline %s', (input, out) => expect(maskContactsInText(input)).toBe(out));

  it('masks two numbers side by side, each', () => {
    expect(maskContactsInText('13800138000，13900139000')).toBe(`${M}，${M}`);
  });
});

describe('QQ, WeChat, e-mail, links', () => {
  it.each([
    ['QQ:12345678', `QQ:${M}`],
    ['qq 123 456 789', `qq ${M}`],
    ['扣扣 87654321', `扣扣 ${M}`],
    ['加企鹅：一二三四五六七', `加企鹅：${M}`],
    ['Q号是98765', `Q号是${M}`],
    ['加Q 5566778', `加Q ${M}`],
    ['ＱＱ：１２３４５６７８', `ＱＱ：${M}`],
    ['🐧 87654321', `🐧 ${M}`],
    ['QQ群：123456789', `QQ群：${M}`],
  ])('QQ %s', (input, out) => expect(maskContactsInText(input)).toBe(out));

  it.each([
    ['微信：zhanting_design', `微信：${M}`],
    ['微信号 abc-123456', `微信号 ${M}`],
    ['VX: Lin2026design', `VX: ${M}`],
    ['加wx lin_xiao88 详聊', `加wx ${M} 详聊`],
    ['V信 13800138000', `V信 ${M}`],
    ['v:designer01', `v:${M}`],
    ['威信 hzdesign2026', `威信 ${M}`],
    ['weixin：booth_pro', `weixin：${M}`],
    // the spellings of the probe (issue 29)
    ['➕V boothpro88', `➕V ${M}`],
    ['微 信 boothpro88', `微 信 ${M}`],
    ['✌️信：boothpro88', `✌️信：${M}`],
    ['v❤ boothpro88', `v❤ ${M}`],
    ['v❤️：boothpro88', `v❤️：${M}`],
    ['薇信 boothpro88', `薇信 ${M}`],
    ['卫星号是 boothpro88', `卫星号是 ${M}`],
    ['wechat id: booth_pro', `wechat id: ${M}`],
    ['我的号wxid_k2j3h4g5', `我的号${M}`],
    ['加微 boothpro88', `加微 ${M}`],
  ])('WeChat %s', (input, out) => expect(maskContactsInText(input)).toBe(out));

  it.each([
    ['邮箱 lin.xiao@example.com 联系', `邮箱 ${M} 联系`],
    ['12345678@qq.com', M],
    ['lin (at) example 点 com', M],
    ['ＬＩＮ＠ＥＸＡＭＰＬＥ．ＣＯＭ', M],
    // the spellings of the probe (issue 29)
    ['abc艾特qq点com', M],
    ['abc at qq dot com', M],
    ['邮箱：abc[at]163[dot]com', `邮箱：${M}`],
    ['abc＠qq。com', M],
  ])('e-mail %s', (input, out) => expect(maskContactsInText(input)).toBe(out));

  it.each([
    ['作品集见 https://www.zcool.com.cn/u/123', `作品集见 ${M}`],
    ['www.linxiao-design.com 有更多案例', `${M} 有更多案例`],
    ['官网 linxiao-design.cn', `官网 ${M}`],
    ['淘宝店 m.tb.cn/h.abc', `淘宝店 ${M}`],
    ['抖音号：booth_lin', `抖音号：${M}`],
    ['小红书 linxiao2026', `小红书 ${M}`],
    ['linxiao点com', M],
  ])('links and other platforms %s', (input, out) => expect(maskContactsInText(input)).toBe(out));

  it('a bare long number (a QQ or phone number without a word) is masked', () => {
    expect(maskContactsInText('找我 987654321')).toBe(`找我 ${M}`);
  });
});

describe('no false positives', () => {
  it.each([
    // sizes, areas, booth sizes, model dimensions
    '36㎡特装展台，三面开，2026年上海车展',
    '标摊 3x3，特装 6x9，光地 9×12',
    '6×9米双开口展位',
    '展台尺寸 6m×9m×4.5m',
    '尺寸：1380x1200x250',
    '模型尺寸 1380×1200×2500mm',
    '包围盒 12000 x 9000 x 4500 mm',
    'L1380×W1200×H2500',
    '面积 9 m²，3 天出图，¥1,280',
    '起订面积 18 m²，层高 4.5m',
    // dates and times
    '2026-11-23 至 2026-11-26，9:00-17:00 布展',
    '2013.05.18-2013.06.20 展期',
    '2026/12/06 13:00-18:00，12/07 09:30-17:30',
    '布展时间：2026年12月6日13:30—2026年12月8日18:00',
    '13:30-15:30 15:45-17:45 18:00-20:00',
    'IMG_20261206_134501',
    // prices
    '设计费 300-500元/㎡，面议',
    '价格区间1500-3000元/平方米，起订面积 18 m²',
    '预算 800000 元，工期 15 天',
    '总价 ¥13,800,000',
    '报价：13800138000元',
    '单价 400、800、1200、1600 元',
    '预算 1380012345 元',
    // counts, names, models
    '从业12年，服务客户200余家，年搭建量1200个展位',
    '厂房面积 12000㎡，团队 85 人，月产能 60 个展台',
    '第一届至第三十届展会，一二三号馆',
    '三三两两的观众，一五一十地说明',
    'CNC雕刻机 3台，UV平板打印机 2台，型号 X-2000',
    'VR展示、3D渲染、AI辅助设计',
    'FAQ 常见问题，Q3季度交付',
    '微信支付、支付宝均可；微信小程序下单',
    '搭配 Node.js 与 3ds Max，导出 model.glb',
    // order numbers and ID-like strings that are not phones
    '订单号 T2026120612345678',
    '项目编号 P2026120600012',
    '合同编号 HZ-20261206-0012',
    '身份证号 110101199003071234',
    '统一社会信用代码 91310000MA1FL0XX3C',
    '银行卡 6222 0212 3456 7890 123',
    '银行卡 6222 1381 2345 6789',
    '会员编号 83920175，展位号 N3-A138',
    'SKU ID12345678901',
  ])('%s', (text) => {
    expect(findContacts(text)).toEqual([]);
    expect(maskContactsInText(text)).toBe(text);
  });

  it('the mask itself is not read as a contact (texts are masked again on read)', () => {
    expect(maskContactsInText(`电话${M}，微信${M}`)).toBe(`电话${M}，微信${M}`);
  });
});

describe('findContacts', () => {
  it('names the kind and the original characters', () => {
    expect(findContacts('电话138😀1234😀5678，微信 boothpro88，abc艾特qq点com')).toEqual([
      { kind: 'phone', start: 2, end: 17, text: '138😀1234😀5678' },
      { kind: 'wechat', start: 21, end: 31, text: 'boothpro88' },
      { kind: 'email', start: 32, end: 43, text: 'abc艾特qq点com' },
    ]);
    expect(hasContacts('36㎡特装展台')).toBe(false);
    expect(hasContacts('QQ 12345678')).toBe(true);
  });
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

  it('reads entities as their characters', () => {
    expect(maskContactsInHtml('<p>&#49;38&#x30;0138000 &amp; 更多</p>')).toBe(`<p>${M} &amp; 更多</p>`);
  });

  it('does not join numbers across blocks, and leaves clean HTML as it is', () => {
    const html =
      '<ul><li>面积 36㎡</li><li>2026年</li></ul><p>报价 1500-3000元/㎡</p><p>138</p><p>0013 8000</p>';
    expect(maskContactsInHtml(html)).toBe(html);
  });

  it('masks e-mail, WeChat and the probe spellings in rich text', () => {
    expect(maskContactsInHtml('<p>微信：lin_design88</p><p>邮箱 a.b@c.cn</p>')).toBe(
      `<p>微信：${M}</p><p>邮箱 ${M}</p>`,
    );
    expect(maskContactsInHtml('<p>✌️信 <em>boothpro88</em>，138😀1234😀5678</p>')).toBe(
      `<p>✌️信 <em>${M}</em>，${M}</p>`,
    );
  });

  it('finds what it masks, with the original HTML characters', () => {
    expect(findContactsInHtml('<p>138<b>0013</b>8000</p>')).toMatchObject([
      { kind: 'phone', text: '13800138000' },
    ]);
  });
});

describe('maskContactsInFileName', () => {
  it.each([
    ['报价单13812345678.pdf', `报价单${M}.pdf`],
    ['效果图_138_1234_5678.JPG', `效果图_${M}.JPG`],
    ['微信boothpro88方案.zip', `微信${M}方案.zip`],
    ['lin@example.com 报价.pdf', `${M} 报价.pdf`],
  ])('%s', (input, out) => expect(maskContactsInFileName(input)).toBe(out));

  it.each([
    '微信图片_20261206134501.jpg',
    '微信截图_20261206134501.png',
    'IMG_20261206_134501.jpg',
    '展台 6x9 效果图 v2.png',
    'T2026120612345678-合同.pdf',
    'booth.glb',
  ])('leaves %s as it is', (name) => expect(maskContactsInFileName(name)).toBe(name));
});
