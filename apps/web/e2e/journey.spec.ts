import { describe, expect, it } from 'vitest';
import {
  hasChromium,
  landOnHome,
  openPage,
  openUserMenu,
  readDevCode,
  shotsDir,
  uniqueMobile,
  withSiteAndBrowser,
} from './support.ts';

const ctx = withSiteAndBrowser();

describe.skipIf(!hasChromium)('a newcomer', () => {
  it('registers → logs out → logs in → edits the profile → changes the password → logs out → logs in again', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    const mobile = uniqueMobile();
    const password = 'Harbor-lantern-4821';
    const newPassword = 'Quiet-meadow-9034';

    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) chunks.push(new URL(r.url()).pathname);
    });

    // register with an SMS code
    await page.goto('/login/register');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await readDevCode(page);
    await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
    await page.getByLabel('验证码').fill(code);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByLabel('确认密码').fill(password);
    await page.getByRole('checkbox').last().check();
    await page.screenshot({ path: `${shotsDir}/register.png`, fullPage: true });
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await landOnHome(page);

    // logged in: the user menu offers 退出登录
    await openUserMenu(page);
    const item = page.getByRole('menuitem', { name: '退出登录' });
    await item.waitFor();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
    await item.click();
    await loggedOut;
    await expect.poll(() => page.getByRole('link', { name: /登\s*录/ }).count()).toBeGreaterThan(0);

    // log in with the password
    await page.goto('/login');
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
    await page.getByLabel('昵称').fill('展台设计爱好者');
    await page.getByLabel('邮箱').fill('fan@example.com');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('资料已保存').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('昵称').inputValue()).toBe('展台设计爱好者');
    await page.screenshot({ path: `${shotsDir}/basic-setting.png`, fullPage: true });

    // change the password
    await page.goto('/personCenter/securitySetting');
    await page.getByLabel('原密码').fill(password);
    await page.getByLabel('新密码', { exact: true }).fill(newPassword);
    await page.getByLabel('确认新密码').fill(newPassword);
    await page.getByRole('button', { name: /确认修改/ }).click();
    await page.getByText(/密码已修改/).waitFor();
    await page.screenshot({ path: `${shotsDir}/security-setting.png`, fullPage: true });

    // log out, the old password fails, the new one works
    const out = await page.request.get('/api/logout');
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
