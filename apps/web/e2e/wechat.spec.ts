import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatFake, type WechatFake } from '../../server/test/fakes/wechat-fake.ts';
import { hasChromium, launch, openPage, readDevCode, startSite, type Site, uniqueMobile } from './support.ts';

let site: Site;
let browser: Browser;
let fake: WechatFake;
beforeAll(async () => {
  if (!hasChromium) return;
  fake = await startWechatFake({ appid: 'wx_e2e_app', secret: 'wx-e2e-secret-0123456789' });
  site = await startSite({
    env: {
      WECHAT_APPID: 'wx_e2e_app',
      WECHAT_SECRET: 'wx-e2e-secret-0123456789',
      WECHAT_API_BASE: fake.url,
    },
  });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await fake?.close();
});

describe.skipIf(!hasChromium)('WeChat login in the browser', () => {
  it('a new WeChat user comes back from WeChat, binds a mobile on /login/bindPhone and is logged in', async () => {
    const { page, problems } = await openPage(browser, site);
    await page.goto('/login');
    // The 微信登录 button sends the browser to open.weixin.qq.com; capture that address instead of leaving.
    await page.route('https://open.weixin.qq.com/**', (route) =>
      route.fulfill({ status: 200, body: 'wechat' }),
    );
    await page.getByRole('button', { name: /微信登录/ }).click();
    await page.waitForURL('https://open.weixin.qq.com/**');
    const authorize = new URL(page.url());
    const state = authorize.searchParams.get('state')!;
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site.url}/login`);
    // WeChat sends the browser back with a code
    const code = fake.issueCode({ openid: 'o_e2e_1', unionid: 'u_e2e_1', nickname: '微信展商' });
    await page.goto(`/login?code=${code}&state=${encodeURIComponent(state)}`);
    await page.waitForURL('**/login/bindPhone**');
    expect(page.url()).not.toContain('ticket');
    await page.getByText('微信展商').first().waitFor();
    const mobile = uniqueMobile();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码').fill(await readDevCode(page));
    // a new mobile makes a member: the agreements open over the form, which stays as it was
    await page.getByRole('link', { name: '《用户服务协议》' }).click();
    const terms = page.getByRole('dialog', { name: '《用户服务协议》' });
    await terms.getByRole('heading', { name: /账户注册与安全/ }).waitFor();
    await terms.getByRole('button', { name: '我已阅读' }).click();
    await terms.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('手机号').inputValue()).toBe(mobile);
    await page.getByRole('checkbox').check();
    await page
      .getByRole('button', { name: /绑\s*定|确\s*认|提\s*交/ })
      .first()
      .click();
    // a new member starts with the first steps, on the person centre's home
    await page.waitForURL('**/personCenter/trade');
    await page.getByRole('region', { name: '欢迎加入会展通！' }).waitFor();
    const check = await (await page.request.get('/api/loginCheck')).json();
    expect(check.data.loginState).toBe(true);
    await page.goto('/personCenter/securitySetting');
    await page.getByText('已绑定').first().waitFor();
    expect(problems.filter((p) => !p.includes('open.weixin.qq.com'))).toEqual([]);
  });
});
