import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  DEMO,
  expectNoAxeViolations,
  hasChromium,
  landOnHome,
  openPage,
  openUserMenu,
  pickRegion,
  readDevCode,
  unannouncedErrors,
  uniqueMobile,
  uploadPng,
  withSiteAndBrowser,
  shot,
} from './support.ts';

const ctx = withSiteAndBrowser();

describe.skipIf(!hasChromium)('a newcomer', () => {
  it('registers (reading the agreements on the way) → first steps → logs out → logs in → edits the profile → changes the password → logs out → logs in again', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    const mobile = uniqueMobile();
    const password = 'Harbor-lantern-4821';
    const newPassword = 'Quiet-meadow-9034';

    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) chunks.push(new URL(r.url()).pathname);
    });

    // register as a designer with an SMS code
    await page.goto('/login/register');
    // sent with a short mobile and passwords that differ (the rest empty), the form shows its errors: no
    // serious axe violation in that state, and each field with an error is described by it
    await page.getByLabel('手机号').fill('1380013');
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByLabel('确认密码').fill(newPassword);
    await page.getByRole('button', { name: /注\s*册/ }).click();
    for (const error of [
      '请输入正确的11位手机号',
      '请输入验证码',
      '确认密码与密码不一致',
      '请阅读并同意用户服务协议和隐私政策',
    ])
      await page.getByText(error).waitFor();
    await expectNoAxeViolations(page, 'register form with its errors');
    expect(await unannouncedErrors(page)).toEqual([]);
    await page.getByLabel('确认密码').fill('');
    await page.getByText('设计师', { exact: true }).click();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await readDevCode(page);
    await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
    await page.getByLabel('验证码').fill(code);
    await page.getByLabel('密码', { exact: true }).fill(password);

    // the agreements open over the half-filled form and leave it as it was
    await page.getByRole('link', { name: '《隐私政策》' }).click();
    const privacy = page.getByRole('dialog', { name: '《隐私政策》' });
    await privacy.getByRole('heading', { name: /如何注销账户/ }).waitFor();
    await privacy.getByText(/版本：\d{4}-\d{2}-\d{2}/).waitFor();
    await checkPhone(page, 'register-privacy', () =>
      privacy.getByRole('heading', { name: /保存期限/ }).waitFor(),
    );
    await privacy.getByRole('button', { name: '我已阅读' }).click();
    await privacy.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/login/register');
    expect(await page.getByLabel('手机号').inputValue()).toBe(mobile);
    expect(await page.getByLabel('验证码').inputValue()).toBe(code);
    expect(await page.getByLabel('密码', { exact: true }).inputValue()).toBe(password);
    expect(await page.getByRole('radio', { name: '设计师' }).isChecked()).toBe(true);
    await page.getByLabel('确认密码').fill(password);
    await page.getByRole('checkbox').last().check();
    await shot(page, 'register.png', { fullPage: true });
    await page.getByRole('button', { name: /注\s*册/ }).click();

    // a new member lands on the person centre's home with the first steps: for a designer the profile
    // and 实名认证, no client steps
    await page.waitForURL('**/personCenter/trade');
    const steps = page.getByRole('region', { name: '欢迎加入会展通！' });
    // the member's info arrives after the page: wait for it as long as a locator would
    await expect
      .poll(() => steps.locator('li').allTextContents(), { timeout: 15_000 })
      .toEqual([expect.stringMatching(/^1完善资料/), expect.stringMatching(/^2实名认证/)]);
    expect(await steps.getByText('企业').count()).toBe(0);
    await checkPhone(page, 'onboarding', () => steps.getByText('实名认证', { exact: true }).waitFor());

    // logged in: the user menu offers 退出登录
    await openUserMenu(page);
    const item = page.getByRole('menuitem', { name: '退出登录' });
    await item.waitFor();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
    await item.click();
    await loggedOut;
    await expect.poll(() => page.getByRole('link', { name: /登\s*录/ }).count()).toBeGreaterThan(0);

    // log in with the password (in a new document: the screens' chunks load anew)
    await page.goto('/login');
    chunks.length = 0;
    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.locator('form button[type=submit]').click();
    await landOnHome(page);

    // edit the profile; its screen and the date picker are loaded only now (lazy routes)
    expect(chunks.some((c) => c.includes('basic-setting-page'))).toBe(false);
    await page.goto('/personCenter/basicSetting');
    // antd speaks Chinese: the date picker's texts come from the zh_CN locale
    await page.getByLabel('出生日期').click();
    await page.getByText('今天', { exact: true }).waitFor();
    expect(chunks.filter((c) => /basic-setting-page|\/date-text-picker-/.test(c))).toHaveLength(2);
    expect(await page.getByText('Today', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // the date can be typed; Enter takes it without saving the form
    await page.getByLabel('出生日期').fill('1990/5/1');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('出生日期').inputValue()).toBe('1990-05-01');
    await page.getByLabel('昵称').fill('展台设计爱好者');
    await page.getByLabel('邮箱').fill('fan@example.com');
    await pickRegion(page, '所在地区', ['浙江省', '杭州市', '西湖区']);
    // the avatar is saved at once and shown in the header
    await uploadPng(page, 'avatar-upload', 'me.png', '#3366cc');
    await page.getByText('头像已更新').waitFor();
    await page.locator('header img[src^="/files/"]').waitFor();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('资料已保存').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('昵称').inputValue()).toBe('展台设计爱好者');
    await expect.poll(() => page.getByLabel('出生日期').inputValue()).toBe('1990-05-01');
    await page.getByText('浙江省 / 杭州市 / 西湖区').waitFor();
    await checkPhone(page, 'basic-setting', () => page.getByLabel('昵称').waitFor());
    // the first step is done, on the person centre's home (the card is not above the other screens)
    expect(await page.locator('.onboarding').count()).toBe(0);
    await page.goto('/personCenter/trade');
    await page
      .getByRole('region', { name: '完成账户设置' })
      .locator('li', { hasText: '完善资料' })
      .getByText('已完成')
      .waitFor();

    // change the password
    await page.goto('/personCenter/securitySetting');
    await page.getByLabel('原密码').fill(password);
    await page.getByLabel('新密码', { exact: true }).fill(newPassword);
    await page.getByLabel('确认新密码').fill(newPassword);
    await page.getByRole('button', { name: /确认修改/ }).click();
    await page.getByText(/密码已修改/).waitFor();
    await shot(page, 'security-setting.png', { fullPage: true });

    // log out, the old password fails, the new one works
    const out = await page.request.post('/api/logout', { data: {} });
    expect(out.ok()).toBe(true);
    await page.goto('/login');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.locator('form button[type=submit]').click();
    await page.getByText('手机号或密码错误').waitFor();
    await page.getByLabel('密码', { exact: true }).fill(newPassword);
    await page.locator('form button[type=submit]').click();
    await landOnHome(page);

    expect(problems.filter((p) => !p.includes('/api/User/login'))).toEqual([]);
  });

  it('forgot password: code → new password → log in', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    // a demo member
    await page.goto('/login/forget');
    await page.getByLabel('手机号').fill('13800000003');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await readDevCode(page);
    await page.getByLabel('验证码').fill(code);
    await page.getByRole('button', { name: /下一步/ }).click();
    await page.waitForURL('**/login/setpwd');
    await page.getByLabel('新密码', { exact: true }).fill('Copper-kettle-5512');
    await page.getByLabel('确认新密码').fill('Copper-kettle-5512');
    await page
      .getByRole('button', { name: /确\s*认|提\s*交|保\s*存|完\s*成/ })
      .first()
      .click();
    await page.waitForURL(/\/login(\?.*)?$/);
    await page.getByLabel('手机号').fill('13800000003');
    await page.getByLabel('密码', { exact: true }).fill('Copper-kettle-5512');
    await page.locator('form button[type=submit]').click();
    await landOnHome(page);
    expect(problems).toEqual([]);
  });

  it('logs in with an SMS code; an unregistered mobile learns it only with a valid code', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await page.goto('/login');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await page.getByLabel('手机号').fill(uniqueMobile());
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码', { exact: true }).fill(await readDevCode(page));
    await page.locator('form button[type=submit]').click();
    const refusal = page.getByRole('alert').filter({ hasText: '该手机号尚未注册，请先注册' });
    await refusal.getByRole('link', { name: '去注册' }).waitFor();
    await checkPhone(page, 'login-code', () => refusal.waitFor());

    // a member: the dev code shown on the page logs them in
    await page.goto('/login?by=code');
    await page.getByLabel('手机号').fill(DEMO.designer);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码', { exact: true }).fill(await readDevCode(page));
    await page.getByLabel('自动登录').check();
    await page.locator('form button[type=submit]').click();
    await landOnHome(page);
    const check = await page.request.get('/api/loginCheck');
    expect((await check.json()).data).toMatchObject({ loginState: true, nickname: '设计师小林' });
    expect(problems).toEqual([]);
  });

  it('the access gate sends a logged-out visitor to /login and back after login', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await page.goto('/personCenter/basicSetting?tab=1');
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(
      '/personCenter/basicSetting?tab=1',
    );
    await page.getByLabel('手机号').fill('13800000001');
    await page.getByLabel('密码', { exact: true }).fill('Huizhan@2026');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/personCenter/basicSetting?tab=1');
    await expect.poll(() => page.getByLabel('昵称').inputValue()).toBe('华展企业客户');
    expect(problems).toEqual([]);
  });

  it('logging out from a member page lands on the home page', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await page.goto('/login?redirect=/personCenter/basicSetting');
    await page.getByLabel('手机号').fill('13800000002');
    await page.getByLabel('密码', { exact: true }).fill('Huizhan@2026');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/personCenter/basicSetting');
    await openUserMenu(page);
    await page.getByText('退出登录').last().click();
    await page.waitForURL((u) => u.pathname === '/mainPage');
    await expect.poll(() => page.getByRole('link', { name: /登\s*录/ }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/mainPage');
    expect(problems).toEqual([]);
  });
});
