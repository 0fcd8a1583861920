import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_MODULES } from './app/ssr/warm-up.ts';
import { dist, readManifest, scriptFiles, staticClosure } from './build-manifest.ts';

/**
 * What the server-rendered public pages must not load before they hydrate (issue 17): zod and the
 * contract's schemas (a page takes its lists and names from `@hz/contract/values/*`, decision 041) and
 * the national division tree (`@vant/area-data`, loaded when a city picker is about to open). Read from
 * the production build that `npm test` makes first: for each screen the server renders (the modules
 * `warmUp` in src/app/ssr/warm-up.ts loads), the entry and the screen's chunk with their static imports.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

/** Marks of what must not be there, as they survive minification. */
const FORBIDDEN: Record<string, RegExp> = {
  zod: /\$ZodObject/,
  'the region tree (@vant/area-data)': /province_list/,
};

/**
 * The person centre's screens rendered for their member (decision 066, h-pc) whose forms validate with the
 * contract's schemas or pick a region: not public, loaded only by their member, and measured as member
 * pages (docs/performance.md, "2026-12-07 (h-pc)"). The other member screens (the wallet, bills, 安全设置,
 * the message centre) are held to the public pages' rule.
 */
const MEMBER_FORMS = new Set([
  'src/features/members/pages/basic-setting-page.tsx',
  'src/features/content/pages/my-publish-page.tsx',
  'src/features/people/pages/designer-profile-page.tsx',
  'src/features/people/pages/factory-profile-page.tsx',
  'src/features/people/pages/service-list-page.tsx',
  'src/features/projects/pages/work-shop-list-page.tsx',
  'src/features/notices/pages/notice-setting-page.tsx',
  'src/features/invoices/pages/invoice-page.tsx',
  'src/features/wallet/pages/charging-page.tsx',
  'src/features/wallet/pages/case-out-page.tsx',
  'src/features/members/pages/security-business-page.tsx',
  'src/features/reviews/pages/evaluate-edit-page.tsx',
  'src/features/reviews/pages/evaluate-change-page.tsx',
  'src/features/people/pages/new-service-page.tsx',
  'src/features/people/pages/new-work-page.tsx',
]);

/** The screens the server renders (what `warmUp` loads), without the member forms above. */
const serverRenderedScreens = () => SERVER_RENDERED_MODULES.filter((screen) => !MEMBER_FORMS.has(screen));

describe('first load of the server-rendered public pages', () => {
  it('reads the screens from warmUp', () => {
    const screens = serverRenderedScreens();
    expect(screens).toContain('src/features/listings/components/listing-list.tsx');
    expect(screens).toContain('src/features/spaces/pages/convention-space-page.tsx');
    expect(screens.length).toBeGreaterThanOrEqual(10);
    // the member forms are screens the server renders (a renamed file would silently leave the rule)
    for (const screen of MEMBER_FORMS) expect(SERVER_RENDERED_MODULES, screen).toContain(screen);
    // each is a file of the app
    for (const screen of SERVER_RENDERED_MODULES)
      expect(fs.existsSync(path.join(here, '..', screen)), screen).toBe(true);
  });

  it('loads neither zod nor the region tree before hydrating', () => {
    const manifest = readManifest();
    const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) as string;
    const screens = serverRenderedScreens();
    const contents = new Map<string, string>();
    const found: string[] = [];
    for (const screen of screens) {
      for (const file of scriptFiles(manifest, staticClosure(manifest, [entry, screen]))) {
        if (!contents.has(file)) contents.set(file, fs.readFileSync(path.join(dist, file), 'utf8'));
        for (const [what, mark] of Object.entries(FORBIDDEN)) {
          if (mark.test(contents.get(file) as string)) found.push(`${screen}: ${what} in ${file}`);
        }
      }
    }
    expect(found).toEqual([]);
    // the marks are real: the build has both, in chunks loaded later
    const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    for (const [what, mark] of Object.entries(FORBIDDEN)) {
      expect(
        all.some((f) => mark.test(fs.readFileSync(path.join(dist, 'assets', f), 'utf8'))),
        what,
      ).toBe(true);
    }
  });
});
