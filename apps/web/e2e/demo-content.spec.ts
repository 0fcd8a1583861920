/**
 * The demo listings (apps/server/src/seed/seed-content.ts) on the real site, and 下载展会图片: the home
 * page and the exhibition list show the seeded pictures; the detail's download button is a plain link
 * that the browser saves as a zip under the exhibition's Chinese name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPhone, hasChromium, openPage, shotsDir, withSiteAndBrowser, shot } from './support.ts';

// the demo content too, as `npm start` seeds it
const ctx = withSiteAndBrowser({ seed: ['content'] });

describe.skipIf(!hasChromium)('demo listings and 下载展会图片', () => {
  it('the home page and the exhibition list show the demo listings with their pictures', async () => {
    const { page, context, problems } = await openPage(ctx.browser, ctx.site);
    await page.goto('/mainPage');
    await page.getByText('新能源汽车', { exact: false }).first().waitFor();
    // pictures are real images that loaded
    await page.waitForFunction(() =>
      [...document.images].some((i) => i.src.includes('/files/') && i.complete && i.naturalWidth > 100),
    );
    await checkPhone(page, 'demo-main-page', () => page.getByText('新能源汽车').first().waitFor());
    // 近期展会 includes the shows running now, the one ending soonest first
    const recent = page.getByRole('region', { name: '近期展会' }).locator('.content-card__title');
    expect(await recent.first().textContent()).toBe('深圳国际礼品及家居用品展览会');

    // the list's default order: running and upcoming shows first (the demo data has ended ones too)
    await page.goto('/exhibition');
    const cards = page.locator('.listing-card');
    await cards.first().waitFor();
    // the pictures (decision 042): each with its WebP copies in srcset and a box of its shape before it
    // arrives; the first fetched at once with high priority, the rest lazily; the browser took the copy
    // 640 px wide for a card ~390 px wide
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.listing-card__cover');
      return img?.complete && img.naturalWidth > 0;
    });
    const pictures = await page.locator('.listing-card__cover').evaluateAll((els) =>
      (els as HTMLImageElement[]).map((i) => ({
        loading: i.loading,
        priority: i.getAttribute('fetchpriority'),
        size: `${i.getAttribute('width')}x${i.getAttribute('height')}`,
        srcset:
          /^\/files\/f[\w-]{24}\/thumb 320w, \/files\/f[\w-]{24}\/w640 640w, \/files\/f[\w-]{24}\/w1280 1280w$/.test(
            i.srcset,
          ),
        box: Math.abs(i.getBoundingClientRect().height - (i.getBoundingClientRect().width * 9) / 16) < 1,
      })),
    );
    expect(pictures.length).toBeGreaterThan(2);
    expect(pictures[0]).toEqual({
      loading: 'eager',
      priority: 'high',
      size: '640x360',
      srcset: true,
      box: true,
    });
    for (const p of pictures.slice(1))
      expect(p).toEqual({ loading: 'lazy', priority: null, size: '640x360', srcset: true, box: true });
    expect(
      await page
        .locator('.listing-card__cover')
        .first()
        .evaluate((i) => (i as HTMLImageElement).currentSrc),
    ).toMatch(/\/w640$/);
    expect(await cards.first().locator('.listing-card__meta .ant-tag').first().textContent()).toMatch(
      /^(进行中|即将开始)$/,
    );
    expect(await page.getByRole('combobox', { name: '排序' }).count()).toBe(1);
    await page.getByText('进行中优先').waitFor();
    await page.getByRole('tab', { name: '已结束' }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'past');
    await page.getByText('最近结束').waitFor();
    await cards.first().getByText('已结束').waitFor();
    await page.goto('/exhibition?status=ongoing');
    await page
      .getByRole('link', { name: /深圳国际礼品及家居用品展览会/ })
      .first()
      .waitFor();
    await shot(page, 'demo-exhibitions-ongoing-1280.png', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads an exhibition’s pictures as one zip from its detail page', async () => {
    const { page, context, problems } = await openPage(ctx.browser, ctx.site);
    await page.goto('/exhibition?keyword=汽车零部件');
    await page
      .getByRole('link', { name: /汽车零部件及售后服务展览会/ })
      .first()
      .click();
    await page.getByRole('heading', { name: '第二十届中国（上海）国际汽车零部件及售后服务展览会' }).waitFor();
    const button = page.getByRole('link', { name: '下载展会图片' });
    expect(await button.getAttribute('href')).toMatch(/^\/api\/Common\/downloadHzImg\?id=\d+$/);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(
      '第二十届中国（上海）国际汽车零部件及售后服务展览会-展会图片.zip',
    );
    const saved = path.join(shotsDir, 'demo-download.zip');
    await download.saveAs(saved);
    const bytes = fs.readFileSync(saved);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304'); // a zip
    expect(bytes.length).toBeGreaterThan(50_000);
    await checkPhone(page, 'demo-exhibition-detail', () => button.waitFor());
    // conferences have no download
    await page.goto('/actvity?keyword=峰会');
    await page
      .getByRole('link', { name: /全球人工智能产业峰会/ })
      .first()
      .click();
    await page.getByRole('heading', { name: '全球人工智能产业峰会' }).waitFor();
    expect(await page.getByRole('link', { name: '下载展会图片' }).count()).toBe(0);
    // a conference's own layout: its type, agenda and registration; no exhibition fields, no dashes
    await page.getByRole('region', { name: '会议议程' }).getByText('大模型进入行业深水区').waitFor();
    expect(await page.getByRole('link', { name: '立即报名' }).getAttribute('href')).toBe(
      'https://example.com/events/ai-summit',
    );
    await page.getByRole('region', { name: '会议信息' }).getByText('1,500 人').waitFor();
    for (const gone of ['布展日期', '撤展日期', '展商数量'])
      expect(await page.getByText(gone).count(), gone).toBe(0);
    expect(await page.locator('.listing-detail').textContent()).not.toContain('—');
    await checkPhone(page, 'demo-conference-detail', () =>
      page.getByRole('region', { name: '会议议程' }).waitFor(),
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
