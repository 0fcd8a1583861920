import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema/members.ts';
import { confirmWith, payingClient, sign, typeCode } from './projects-steps.ts';
import {
  call,
  checkPhone,
  DEMO,
  day,
  expectNoAxeViolations,
  hasChromium,
  logIn,
  openPage,
  uploadImage,
  withSiteAndBrowser,
} from './support.ts';

/**
 * The contract screens (issue 14 point 4; decision 034): a project of the demo client awarded to the demo
 * factory through the calls; on /uploadContract the factory proposes another 预付款 % and the client
 * refuses it; on /signContract the factory signs with its SMS code, then the client with its code and pay
 * password: the contract is signed and the prepayment held.
 */

const PAYCODE = '258036';
const TITLE = '智能家居展 6×6 单层展台搭建';

const ctx = withSiteAndBrowser({
  prepare: async (database) => {
    await payingClient(database, DEMO.client, {
      yuan: 50_000,
      paycode: PAYCODE,
      company: '上海某家居有限公司',
    });
    await database.db
      .update(members)
      .set({ businsauth: 1, company: '苏州某展览工程有限公司' })
      .where(eq(members.mobile, DEMO.factory));
  },
});

describe.skipIf(!hasChromium)('the contract screens', () => {
  it('a change refused, another accepted by signing it, then both signed: the new prepayment held', async () => {
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    const c = await openPage(ctx.browser, ctx.site);
    await logIn(c.page, DEMO.client);
    const f = await openPage(ctx.browser, ctx.site);
    await logIn(f.page, DEMO.factory);
    const cr = c.context.request;
    const fr = f.context.request;
    const or = op.context.request;

    // the factory's profile, the project, a quotation and the award
    const profile = await call<{ profile: { id: number } }>(fr, 'Company/profileEdit', {
      logo: await uploadImage(fr, 'avatar', '#446688'),
      prov: '江苏省',
      city: '苏州市',
      descr: '专注展台搭建十五年，自有木工、喷涂与金属加工车间，年搭建特装展台五百余个，服务长三角各大展馆。',
      specialities: ['特装展位'],
      styles: ['现代简约'],
      cities: ['全国'],
      priceMin: 600,
      priceMax: 1200,
      plantArea: 8000,
      teamSize: 60,
      capacity: 40,
      equipment: [],
      certs: [],
    });
    await call(or, 'Admin/contentReview', {
      kind: 'factory',
      id: profile.profile.id,
      pass: true,
      reason: '',
    });
    const { id } = await call<{ id: number }>(cr, 'Projectcenter/businesPrjctPub', {
      title: TITLE,
      showname: '2027 上海国际智能家居展览会',
      length: 6,
      width: 6,
      height: 3,
      opens: 2,
      layer: 1,
      prov: '上海市',
      city: '上海市',
      addr: '青浦区崧泽大道333号 国家会展中心',
      sdate: day(30),
      edate: day(33),
      indate: day(28),
      bgdate: day(20),
      outdate: day(34),
      coins: 50000,
      conts: '<p>简约单层展台，含地台、背板与洽谈桌椅。</p>',
      mobile: DEMO.client,
    });
    await call(or, 'Admin/contentReview', { kind: 'project', id, pass: true, reason: '' });
    const quote = await call<{ id: number }>(fr, 'Projectcenter/factoryQuote', {
      id,
      dimian: [{ name: '木地台', spec: '10cm高，含地毯', unit: '㎡', qty: 36, price: 120 }],
      beiban: [{ name: '木结构背板', spec: '3m高，烤漆', unit: '㎡', qty: 18, price: 260 }],
      validity: day(10),
      days: 3,
    });
    await call(cr, 'Projectcenter/wonPrjct', { id, quote: quote.id });
    // ¥4,320 + ¥4,680 = ¥9,000; 预付款 30 % = ¥2,700

    // the factory proposes 40 % on /uploadContract
    const fp = f.page;
    await fp.goto(`/uploadContract?id=${id}`);
    await fp.getByText('当前合同：第1版').waitFor();
    await checkPhone(fp, 'contract-upload', () => fp.getByText('提出修改').waitFor());
    await fp.getByLabel('预付款比例（%）').fill('40');
    await fp.getByTestId('propose').click();
    await confirmWith(fp, '提交修改');
    await fp.getByTestId('contract-new').getByText('等待对方确认').waitFor();

    // the client refuses it
    const cp = c.page;
    await cp.goto(`/uploadContract?id=${id}`);
    const change = cp.getByTestId('contract-new');
    await change.getByText('第2版 · 平台生成（工厂提出）').waitFor();
    await change.getByPlaceholder('拒绝原因（选填）').fill('预付比例按30%即可');
    await cp.getByTestId('refuse-change').click();
    await confirmWith(cp, '拒绝修改');
    await change.waitFor({ state: 'detached' });
    await cp.getByText('已拒绝').waitFor();

    // the client proposes 35 % instead; the factory accepts it by signing version 3 (signing the other
    // side's change is its acceptance)
    await cp.goto(`/uploadContract?id=${id}`);
    await cp.getByText('当前合同：第1版').waitFor();
    await cp.getByLabel('预付款比例（%）').fill('35');
    await cp.getByTestId('propose').click();
    await confirmWith(cp, '提交修改');
    await cp.getByTestId('contract-new').getByText('等待对方确认').waitFor();

    // the winning factory's way back from its project is 我的项目's 我的报价 tab, not the hall
    await fp.goto(`/workDetail?id=${id}`);
    const back = fp.getByRole('link', { name: '我的项目' }).first();
    await back.waitFor();
    expect(await back.getAttribute('href')).toBe('/personCenter/workShopList?tab=quote');

    await fp.goto(`/signContract?id=${id}`);
    await fp.getByText('对方提出了合同修改（第3版）').waitFor();
    await fp.getByText('签署第3版').first().waitFor();
    await fp.getByText('¥3,150.00').first().waitFor();
    await checkPhone(fp, 'contract-sign', () => fp.getByTestId('sign-button').waitFor());
    await sign(fp);

    // the client signs version 3 with its code and pay password: signed, ¥3,150 held
    await cp.goto(`/signContract?id=${id}`);
    await cp.getByText('签署第3版').first().waitFor();
    await cp
      .getByText(/已签署 \d{4}-/)
      .first()
      .waitFor();
    // the factory has signed: the client's confirmation says so, and that its signature concludes it
    await typeCode(cp);
    await cp.getByLabel('支付密码').fill(PAYCODE);
    await cp.getByTestId('sign-button').click();
    const confirm = cp.locator('.ant-modal-confirm');
    await confirm
      .getByText(/^工厂已于 \d{4}-.*签署；您签署后合同即签订，预付款 ¥3,150\.00 从您的余额转入平台托管。$/)
      .waitFor();
    await expectNoAxeViolations(cp, 'the client’s sign confirmation', { include: ['.ant-modal-confirm'] });
    await confirmWith(cp, '确认签署');
    await cp.getByTestId('contract-signed').waitFor();
    await cp.getByText('已托管').first().waitFor();
    await checkPhone(cp, 'contract-signed', () => cp.getByTestId('contract-signed').waitFor());
    const w = await call<{ coins: number; escrow: number }>(cr, 'Member/walletInfo');
    expect(w).toMatchObject({ coins: 46_850, escrow: 3_150 });
    const d = await call<{ status: string; contctck: number; prepayp: number; prepay: number }>(
      cr,
      'Projectcenter/businesPrjctInfo',
      { id },
    );
    expect(d).toMatchObject({ status: 'signed', contctck: 1, prepayp: 35, prepay: 3150 });
  });
});
