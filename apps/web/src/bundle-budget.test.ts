import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Chunk, dist, readManifest, scriptFiles, staticClosure } from './build-manifest.ts';

/**
 * The home page's first load ships at most 145 KiB of gzipped JavaScript in at most 30 files (issues 5,
 * 17 and 34; 183.2 KiB in 26 files on the evening of 2026-11-28, after the shell's diet; 187.3 KiB in 27
 * on 2026-12-06 evening, the entry carrying the lazy screens' preload lists, which grew with every screen;
 * 172.3 KiB in 27 late on 2026-12-06, issue 34 point 3: the lists in a file of their own fetched after the
 * page has loaded (lib/lazy-deps.ts), @rc-component/util free of side effects, stylis without its
 * prefixer; 173.3 KiB in 29 on 2026-12-07, the shell in three files that a server-rendered page runs one
 * task each, vite.config.ts; 144.3 KiB in 29 later on 2026-12-07, antd's ConfigProvider and theme
 * machinery out of the browser's shell, decision 070 — issue 34 point 3's aim of 160 KiB met), measured
 * from the production build that `npm test` makes before the tests run (`npm run build`): the entry chunk
 * of index.html and its static imports, transitively, plus the `/mainPage` route's lazy chunk and its
 * static imports — the files a first visit to /mainPage fetches. Each file is gzipped on its own (level 9)
 * and the sizes are added. docs/performance.md records the figures and how they are measured.
 */
const BUDGET = 145 * 1024;
/** Each file is a request (at low priority, six at a time on HTTP/1.1): the shell is one (vite.config.ts). */
const MAX_FILES = 30;
const HOME_ROUTE = 'src/features/site/pages/main-page.tsx';
/** antd's message, notification and modal holders: loaded on their first use (app/lazy-app.tsx). */
const APP_HOST = 'src/app/lazy-app-host.tsx';
/**
 * A text of antd's form validator (@rc-component/async-validator), which no page needs before a form is
 * shown: kept out of the first load by the build's import shim (antdImportShims in vite.config.ts).
 */
const FORM_VALIDATOR_TEXT = '%s is required';
/**
 * Texts of antd's Button, Input and Badge code (a class of the button, one of the input, a keyframe of the
 * badge's styles), which the shell's native-markup stand-ins replace (components/antd-markup.ts): kept
 * out of the first load, they stay in the build for the screens that use antd's components.
 */
const STAND_IN_TEXTS = ['-two-chinese-chars', '-show-count-has-suffix', 'antZoomBadgeIn'];

/**
 * A text of antd's ConfigProvider (the build's stub of its unique-tooltips provider, vite.config.ts
 * `antdImportShims`): the browser's shell renders none (decision 070), the screens' scope does
 * (app/antd-scope.tsx).
 */
const CONFIG_PROVIDER_TEXT = 'ConfigProvider tooltip.unique is not in this build';

describe('bundle budget', () => {
  it('the first load of /mainPage ships at most 145 KiB of gzipped JavaScript in at most 30 files', () => {
    const manifest = readManifest();
    const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
    expect(entries.map(([k]) => k)).toEqual(['index.html']);
    const [entry] = entries[0] as [string, Chunk];
    // the route's chunk is one of the entry's lazy imports (a lazy route, not part of the shell)
    expect(manifest[HOME_ROUTE]?.isDynamicEntry).toBe(true);

    const closure = staticClosure(manifest, [entry, HOME_ROUTE]);
    const files = scriptFiles(manifest, closure);
    const sizes = files.map((f) => ({
      file: f,
      gzip: gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const largest = [...sizes]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} KiB`)
      .join(', ');
    console.log(
      `[bundle-budget] /mainPage first load: ${total} bytes (${(total / 1024).toFixed(1)} KiB) gzipped JavaScript in ${files.length} files; budget ${BUDGET} bytes (${BUDGET / 1024} KiB) and ${MAX_FILES} files. Largest: ${largest}`,
    );
    expect(files.length).toBeGreaterThan(1);
    expect(files.length).toBeLessThanOrEqual(MAX_FILES);
    expect(total).toBeLessThanOrEqual(BUDGET);
  });

  it("writes the preload lists of the entry's lazy chunks beside it, not into it (lib/lazy-deps.ts)", () => {
    const manifest = readManifest();
    const entry = manifest['index.html'] as Chunk;
    const map = JSON.parse(
      fs.readFileSync(path.join(dist, entry.file.replace(/\.js$/, '.deps.json')), 'utf8'),
    ) as {
      files: string[];
      modules: Record<string, number[]>;
    };
    // the home route's list: the chunks it imports that the entry does not already load
    const loaded = new Set(staticClosure(manifest, ['index.html']));
    const expected = staticClosure(manifest, [HOME_ROUTE])
      .filter((k) => k !== HOME_ROUTE && !loaded.has(k))
      .map((k) => path.posix.relative(path.posix.dirname(entry.file), (manifest[k] as Chunk).file))
      .sort();
    const listed = (map.modules[HOME_ROUTE] ?? []).map((i) => map.files[i] ?? `#${i}`).sort();
    expect(listed.length).toBeGreaterThan(5);
    expect(listed).toEqual(expected);
    // the entry names none of those chunks (its lists keep the screens' CSS only)
    const code = fs.readFileSync(path.join(dist, entry.file), 'utf8');
    expect(listed.filter((f) => code.includes(f))).toEqual([]);
  });

  it('keeps the holders of message, notification and modal and the form validator out of the first load', () => {
    const manifest = readManifest();
    // the holders are a lazy chunk of their own, which the first load does not import statically
    expect(manifest[APP_HOST]?.isDynamicEntry).toBe(true);
    const closure = staticClosure(manifest, ['index.html', HOME_ROUTE]);
    expect(closure).not.toContain(APP_HOST);
    const read = (f: string) => fs.readFileSync(path.join(dist, f), 'utf8');
    const firstLoad = scriptFiles(manifest, closure);
    const all = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
    // the text is in the build (the forms' chunks), so its absence from the first load means something
    expect(all.filter((f) => read(f).includes(FORM_VALIDATOR_TEXT)).length).toBeGreaterThan(0);
    expect(firstLoad.filter((f) => read(f).includes(FORM_VALIDATOR_TEXT))).toEqual([]);
  });

  it("keeps antd's Button, Input and Badge, which the shell renders as markup, out of the first load", () => {
    const manifest = readManifest();
    const read = (f: string) => fs.readFileSync(path.join(dist, f), 'utf8');
    const firstLoad = scriptFiles(manifest, staticClosure(manifest, ['index.html', HOME_ROUTE]));
    const all = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
    for (const text of STAND_IN_TEXTS) {
      expect(all.filter((f) => read(f).includes(text)).length, text).toBeGreaterThan(0);
      expect(
        firstLoad.filter((f) => read(f).includes(text)),
        text,
      ).toEqual([]);
    }
  });

  it("keeps antd's ConfigProvider and its theme machinery out of the first load (decision 070)", () => {
    const manifest = readManifest();
    const read = (f: string) => fs.readFileSync(path.join(dist, f), 'utf8');
    const firstLoad = scriptFiles(manifest, staticClosure(manifest, ['index.html', HOME_ROUTE]));
    const all = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
    expect(all.filter((f) => read(f).includes(CONFIG_PROVIDER_TEXT)).length).toBeGreaterThan(0);
    expect(firstLoad.filter((f) => read(f).includes(CONFIG_PROVIDER_TEXT))).toEqual([]);
  });
});
