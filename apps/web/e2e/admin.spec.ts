import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  DEMO,
  hasChromium,
  logIn,
  openPage,
  openUserMenu,
  expectNoOverflow,
  submitLogin,
  withSiteAndBrowser,
  shot,
} from './support.ts';

/** Demo members of `startSite()`: an operator and a client (企业客户 王明 / 华展企业客户). */
const OPERATOR = DEMO.operator;
const CLIENT = DEMO.client;

const ctx = withSiteAndBrowser();

/** Both widths, and at 375 px nothing wider than the screen. */
async function shoot(page: Page, name: string) {
  await shot(page, `${name}-1280.png`, { fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page
    .getByRole('combobox', { name: '运营后台菜单' })
    .or(page.getByTestId('forbidden'))
    .first()
    .waitFor();
  await expectNoOverflow(page, name);
  await shot(page, `${name}-375.png`, { fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('complementary', { name: '运营后台菜单' })
    .or(page.getByTestId('forbidden'))
    .first()
    .waitFor();
}

/** The reason dialog of 停用账号 / 启用账号: an empty reason is refused, then the given one is sent. */
async function confirmWithReason(page: Page, verb: '停用' | '启用', reason: string) {
  await page.getByRole('button', { name: `${verb}账号` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (verb === '停用') await dialog.getByText('停用后该会员将立即退出登录且无法登录').waitFor();
  await dialog.getByRole('button', { name: `确认${verb}` }).click();
  await dialog.getByText(`请填写${verb}原因`).waitFor();
  await dialog.getByLabel(`${verb}原因`).fill('违');
  await dialog.getByText('原因至少2个字').waitFor();
  await shot(page, `admin-${verb === '停用' ? 'disable' : 'enable'}-modal.png`);
  await dialog.getByLabel(`${verb}原因`).fill(reason);
  await dialog.getByRole('button', { name: `确认${verb}` }).click();
  await page.getByText(verb === '停用' ? '账号已停用' : '账号已启用').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe.skipIf(!hasChromium)('the operator console', () => {
  it('an operator finds a client, disables them (logged out at once, refused at login), the audit log shows it, enables them again', async () => {
    // the client is logged in, in another ctx.browser, before anything happens
    const client = await openPage(ctx.browser, ctx.site);
    await logIn(client.page, CLIENT);
    await client.page.goto('/personCenter/basicSetting');
    await expect.poll(() => client.page.getByLabel('昵称').inputValue()).toBe('华展企业客户');

    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await logIn(page, OPERATOR);

    // the operator's user menu leads to the console
    await openUserMenu(page);
    await page.getByRole('link', { name: '运营后台' }).waitFor();
    await shot(page, 'admin-user-menu.png');
    await page.getByRole('link', { name: '运营后台' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/members');
    await page.getByRole('heading', { name: '会员管理' }).waitFor();
    await page.getByText('共 4 位会员').waitFor();

    // search by the client's mobile: the keyword goes into the address
    await page.getByLabel('搜索会员').fill(CLIENT);
    await page.getByLabel('搜索会员').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('keyword') === CLIENT);
    await page.getByText(`“${CLIENT}”共找到 1 位会员`).waitFor();
    const rows = page.locator('.admin-table tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toMatch(/王明[\s\S]*华展企业客户[\s\S]*企业客户/);
    await shoot(page, 'admin-members');

    // the detail
    await rows.first().getByRole('link', { name: /详情/ }).click();
    await page.waitForURL((u) => u.pathname === '/admin/memberInfo' && !!u.searchParams.get('cardno'));
    const cardno = new URL(page.url()).searchParams.get('cardno') ?? '';
    expect(cardno).toMatch(/^\d{8}$/);
    await page.getByRole('heading', { name: '会员详情' }).waitFor();
    await page.getByText('上海华展国际贸易有限公司').waitFor();
    await page.getByText('暂无操作记录').waitFor();

    // disable with a reason
    const reason = '发布虚假展会信息，经核实违规';
    await confirmWithReason(page, '停用', reason);
    await page.getByRole('button', { name: '启用账号' }).waitFor();
    await page.getByText('已停用').first().waitFor();
    // the audit entry on the detail page, readable
    await page.getByText('状态：正常 → 停用').waitFor();
    await page.getByText(reason).waitFor();
    await shoot(page, 'admin-member-info');

    // the client's session ended at once: loginCheck says so, and the member page sends them to /login
    const check = await client.context.request.get('/api/loginCheck');
    expect((await check.json()).data.loginState).toBe(false);
    await client.page.reload();
    await client.page.waitForURL(/\/login\?redirect=/);
    // and the client cannot log in again
    await submitLogin(client.page, CLIENT);
    await client.page.getByText(/账号已被停用/).waitFor();
    expect(new URL(client.page.url()).pathname).toBe('/login');

    // the whole audit log has the entry, and its filter by member finds it
    await page
      .getByRole('complementary', { name: '运营后台菜单' })
      .getByRole('link', { name: '审计日志' })
      .click();
    await page.waitForURL((u) => u.pathname === '/admin/audit');
    await page.getByRole('heading', { name: '审计日志' }).waitFor();
    await page.getByText('共 1 条记录').waitFor();
    const auditRows = page.locator('.admin-table tbody tr.ant-table-row');
    // the member by name and masked mobile (not a number), the change in words
    await expect
      .poll(() => auditRows.first().textContent())
      .toMatch(
        new RegExp(
          `停用账号[\\s\\S]*会员账号[\\s\\S]*王明138\\*\\*\\*\\*0001[\\s\\S]*状态：正常 → 停用[\\s\\S]*${reason}`,
        ),
      );
    expect(await auditRows.first().textContent()).not.toContain(CLIENT);
    await page.getByLabel('按会员编号筛选').fill('123');
    await page.getByLabel('按会员编号筛选').press('Enter');
    await page.getByText('会员编号为8位数字').waitFor();
    await page.getByLabel('按会员编号筛选').fill(cardno);
    await page.getByLabel('按会员编号筛选').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('cardno') === cardno);
    await page.getByText(`会员 ${cardno} 共 1 条记录`).waitFor();
    await shoot(page, 'admin-audit');

    // enable again, from the entry's link to the member
    await auditRows.first().getByRole('link', { name: '王明' }).click();
    await page.waitForURL((u) => u.searchParams.get('cardno') === cardno);
    await page.waitForURL((u) => u.pathname === '/admin/memberInfo');
    await confirmWithReason(page, '启用', '申诉已核实，恢复使用');
    await page.getByRole('button', { name: '停用账号' }).waitFor();
    await page.getByText('状态：停用 → 正常').waitFor();

    // the client logs in and has both messages
    await submitLogin(client.page, CLIENT);
    await client.page.waitForURL((u) => u.pathname === '/personCenter/basicSetting');
    await client.page.goto('/message');
    const messages = client.page.getByRole('list', { name: '消息列表' }).getByRole('listitem');
    await expect.poll(() => messages.count()).toBe(2);
    await client.page.getByText('账号已被停用').first().waitFor();
    await client.page.getByText('账号已恢复使用').first().waitFor();

    expect(problems).toEqual([]);
    // the refused login is a handled answer, not a failure
    expect(client.problems).toEqual([]);
  });

  it('a member who is not an operator sees the 403 screen, and no call to /api/Admin is made', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/Admin')) adminCalls.push(r.url());
    });
    await logIn(page, '13800000002');

    // no 运营后台 in the user menu
    await openUserMenu(page);
    await page.getByRole('link', { name: '个人中心' }).waitFor();
    expect(await page.getByRole('link', { name: '运营后台' }).count()).toBe(0);

    for (const path of ['/admin/members', '/admin/memberInfo?cardno=10000001', '/admin/audit']) {
      await page.goto(path);
      await page.getByRole('heading', { name: '无权访问' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
    }
    // inside the site's layout: its header and navigation are there
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    await shoot(page, 'admin-forbidden');

    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((u) => u.pathname === '/mainPage');
    expect(adminCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a visitor who is not logged in goes to /login and comes back after an operator logs in', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await page.goto('/admin');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/members');

    await page.goto('/admin/audit?cardno=10000001');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/audit?cardno=10000001');
    await submitLogin(page, OPERATOR);
    await page.waitForURL(
      (u) => u.pathname === '/admin/audit' && u.searchParams.get('cardno') === '10000001',
    );
    await page.getByRole('heading', { name: '审计日志' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a detail without a cardno, or with an unknown one, says 会员不存在; operators cannot disable themselves', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await logIn(page, OPERATOR);

    await page.goto('/admin/memberInfo');
    await page.getByRole('heading', { name: '会员不存在' }).waitFor();
    await page.goto('/admin/memberInfo?cardno=abc');
    await page.getByRole('heading', { name: '会员不存在' }).waitFor();
    await page.goto('/admin/memberInfo?cardno=99999999');
    await page.getByRole('heading', { name: '会员不存在' }).waitFor();
    await page.getByText('99999999').waitFor();
    await page.getByRole('button', { name: '返回会员列表' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/members');

    // the operator's own account: 停用账号 is not offered
    await page.getByLabel('搜索会员').fill(OPERATOR);
    await page.getByLabel('搜索会员').press('Enter');
    await page.getByText(`“${OPERATOR}”共找到 1 位会员`).waitFor();
    await page.getByRole('link', { name: /详情/ }).click();
    await page.getByText('会展通平台').waitFor();
    await expect.poll(() => page.getByRole('button', { name: '停用账号' }).isDisabled()).toBe(true);

    // the unknown cardno is answered 404, which the browser logs; nothing else
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(1);
  });

  it('a visitor sends feedback on 联系我们; the operator handles it in the console, and the audit log says so in words', async () => {
    const visitor = await openPage(ctx.browser, ctx.site);
    const v = visitor.page;
    await v.goto('/mainPage');
    await v.getByRole('navigation', { name: '页脚导航' }).getByRole('link', { name: '联系我们' }).click();
    await v.waitForURL((u) => u.pathname === '/contact');
    await v.getByRole('link', { name: '400-820-2026' }).waitFor();
    await checkPhone(v, 'contact', () => v.getByRole('button', { name: '提交反馈' }).waitFor());
    await v.locator('label.ant-radio-button-wrapper', { hasText: '举报' }).click();
    const text = '展台图库中有一张照片带有其他公司的广告水印';
    await v.getByLabel('反馈内容').fill(text);
    await v.getByRole('button', { name: '提交反馈' }).click();
    // a visitor must say where to reply
    await v.getByText('请填写手机号或邮箱，方便我们回复您').waitFor();
    await v.getByLabel('联系方式', { exact: true }).fill('visitor@example.com');
    await v.getByRole('button', { name: '提交反馈' }).click();
    await v.getByText('反馈已提交').waitFor();

    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await logIn(page, OPERATOR);
    await page.goto('/admin/members');
    const menu = page.getByRole('complementary', { name: '运营后台菜单' });
    // the queue's count stands beside its menu entry and on its tab
    await menu.getByRole('link', { name: /^意见反馈\s*1$/ }).click();
    await page.waitForURL((u) => u.pathname === '/admin/feedback');
    await page.getByRole('tab', { name: /^待处理\s*1$/ }).waitFor();
    const row = page.locator('.admin-table tbody tr.ant-table-row', { hasText: text });
    await row.getByText('举报').waitFor();
    await row.getByText('游客').waitFor();
    await row.getByRole('button', { name: /^处理/ }).click();
    const dialog = page.getByRole('dialog', { name: '举报反馈' });
    await dialog.getByText('visitor@example.com').waitFor();
    await dialog.getByRole('button', { name: '标记已处理' }).click();
    await dialog.getByText('请填写处理说明').waitFor();
    await dialog.getByLabel('处理说明').fill('已核实并下架该照片，邮件回复举报人。');
    await dialog.getByRole('button', { name: '标记已处理' }).click();
    await page.getByText('已标记为已处理').waitFor();
    await page.getByText('暂无待处理的反馈').waitFor();
    await expect.poll(() => menu.getByRole('link', { name: '意见反馈' }).textContent()).toBe('意见反馈');
    await page.getByRole('tab', { name: '已处理' }).click();
    await page.locator('.admin-table tbody tr.ant-table-row', { hasText: '已核实并下架该照片' }).waitFor();
    await checkPhone(page, 'admin-feedback', () =>
      page.getByRole('combobox', { name: '运营后台菜单' }).waitFor(),
    );

    // the audit log, filtered to this action: its Chinese name, the feedback as the object, the states in words
    await page.goto('/admin/audit');
    await page.getByLabel('按操作筛选').fill('反馈');
    await page.locator('.ant-select-dropdown:visible').getByTitle('处理意见反馈').click();
    await page.waitForURL((u) => u.searchParams.get('action') === 'feedback.handle');
    await page.getByText('共 1 条记录').waitFor();
    const entry = page.locator('.admin-table tbody tr.ant-table-row').first();
    await expect
      .poll(() => entry.textContent())
      .toMatch(new RegExp(`处理意见反馈${text}[\\s\\S]*状态：待处理 → 已处理已核实并下架该照片`));
    await entry.getByRole('link', { name: text }).click();
    await page.waitForURL(
      (u) => u.pathname === '/admin/feedback' && u.searchParams.get('checked') === 'handled',
    );
    await page
      .getByRole('dialog', { name: '举报反馈' })
      .getByText('已核实并下架该照片，邮件回复举报人。')
      .waitFor();

    expect(visitor.problems).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('3D model categories in the console', () => {
  it('an operator adds a category under 家具, renames and hides it, cannot delete 展台 (in use), deletes the new one; the library follows', async () => {
    const op = await openPage(ctx.browser, ctx.site);
    const page = op.page;
    await logIn(page, OPERATOR);
    await page.goto('/admin/modelMenus');
    await page.getByRole('heading', { name: '模型分类' }).waitFor();
    await page.getByRole('row', { name: /特装/ }).waitFor();

    // add 屏风 under 家具
    await page.getByRole('button', { name: '新增下级 家具' }).click();
    let dialog = page.getByRole('dialog', { name: '新增分类' });
    await dialog.getByLabel('分类名称').fill('屏风');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('分类已添加').waitFor();
    await page.getByRole('row', { name: /屏风/ }).waitFor();

    // rename it and hide it: shown in the console, gone from the library's tree
    await page.getByRole('button', { name: '编辑 屏风' }).click();
    dialog = page.getByRole('dialog', { name: '编辑分类' });
    await dialog.getByLabel('分类名称').fill('屏风隔断');
    await dialog.getByLabel('隐藏').click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('分类已保存').waitFor();
    await page.getByRole('row', { name: /屏风隔断.*已隐藏/ }).waitFor();
    await checkPhone(page, 'admin-model-menus', () => page.getByRole('row', { name: /屏风隔断/ }).waitFor());
    const tree = await op.context.request.post('/api/Common/menusTree', { data: {} });
    expect(JSON.stringify((await tree.json()).data)).not.toContain('屏风隔断');

    // a category with children is refused with the server's reason; the new one goes
    // (the page's own hint says 不能删除 too: the server's words are waited for in the toast, and each
    // confirmation is found by its title, so that the next click cannot race a dialog still closing)
    await page.getByRole('button', { name: '删除 展台' }).click();
    await page
      .getByRole('dialog', { name: '删除分类“展台”？' })
      .getByRole('button', { name: '确认删除' })
      .click();
    await page.locator('.ant-message-notice').getByText('该分类下有模型或子分类，不能删除').waitFor();
    await page.getByRole('dialog', { name: '删除分类“展台”？' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '删除 屏风隔断' }).click();
    await page
      .getByRole('dialog', { name: '删除分类“屏风隔断”？' })
      .getByRole('button', { name: '确认删除' })
      .click();
    await page.getByText('分类已删除').waitFor();
    await page.getByRole('row', { name: /屏风隔断/ }).waitFor({ state: 'detached' });
    // the refused delete was a 400; nothing else may fail
    expect(op.problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request) at /api/Admin/modelMenuDelete',
    ]);
  });
});
