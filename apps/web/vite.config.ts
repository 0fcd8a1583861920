import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompressDir } from '../../scripts/precompress.mjs';
import { ANTD_VARS_CSS } from './src/components/antd-vars.ts';

/** `npm start`'s build (scripts/web-build.mjs): no compressed copies, no compressed sizes in the report. */
const startBuild = process.env.HZ_START_BUILD === '1';

/**
 * Writes `.br` and `.gz` beside every text asset of the build (scripts/precompress.mjs), so that the API
 * server (which serves dist with @fastify/static `preCompressed`) sends compressed files without
 * compressing per request. With HZ_START_BUILD=1 (`npm start`'s build) it is left to that script,
 * which `npm start` runs once the server listens.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hz-precompress',
    apply: 'build',
    configResolved: (c) => {
      // the server-side render's bundle is read by the server from disk, never sent
      outDir = c.build.ssr ? '' : path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      if (!outDir || startBuild) return;
      precompressDir(outDir);
    },
  };
}

/** How many files a server-rendered page gets antd's style sheet in (`antdStylesheet`). */
const ANTD_CSS_PARTS = 8;

/**
 * `css` cut into `parts` pieces of about the same size, each ending after a whole top-level rule (a
 * `@media` or `@keyframes` block whole): in order, they are the same rules in the same cascade.
 */
function splitStyleSheet(css: string, parts: number): string[] {
  const ends: number[] = [];
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 1;
    } else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) ends.push(i + 1);
  }
  const pieces: string[] = [];
  let from = 0;
  for (let k = 1; k < parts; k++) {
    const target = (css.length * k) / parts;
    const end = ends.find((e) => e >= target && e > from);
    if (end === undefined) break;
    pieces.push(css.slice(from, end));
    from = end;
  }
  pieces.push(css.slice(from));
  return pieces.filter((p) => p.trim() !== '');
}

/**
 * antd's pre-generated style sheet (`antd/dist/antd.css`, imported first in main.tsx; decision 031) as a
 * file of its own, linked from index.html before the app's style sheet (`id="antd-css"`), instead of
 * inside the entry's CSS: the SPA shell keeps it render-blocking, while a server-rendered page inlines the
 * rules of the antd components it shows and loads antd's sheet without blocking its first paint (the
 * server's render, src/entry-server.tsx; decision 041). A server-rendered page loads it as
 * `ANTD_CSS_PARTS` files (the link's `data-parts`), which main.tsx puts in one task each: the whole sheet
 * (1 MB) put in at once was one task of ~130 ms on a phone (its parse, then the page's styles again). The
 * development server keeps the plain import.
 */
function antdStylesheet(): Plugin {
  const file = createRequire(import.meta.url).resolve('antd/dist/antd.css');
  let source: Buffer | undefined;
  let fileName = '';
  let partNames: string[] = [];
  let parts: string[] = [];
  let client = false;
  return {
    name: 'hz-antd-stylesheet',
    apply: 'build',
    enforce: 'pre',
    configResolved: (c) => {
      client = !c.build.ssr;
      if (!client) return;
      source = readFileSync(file);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8).replace(/[-_]/g, '0');
      fileName = `assets/antd-${hash}.css`;
      parts = splitStyleSheet(source.toString('utf8'), ANTD_CSS_PARTS);
      if (parts.join('') !== source.toString('utf8'))
        throw new Error('hz-antd-stylesheet: the parts lost a rule');
      partNames = parts.map((_, i) => `assets/antd-${hash}-${i + 1}.css`);
    },
    // hook filters (here and below): the bundler calls these hooks for the matching ids only, not for each
    // of the build's thousands of modules
    load: {
      filter: { id: /[\\/]antd[\\/]dist[\\/]antd\.css/ },
      handler(id) {
        // the import in main.tsx adds nothing to the entry's CSS: the file is linked on its own
        if (client && id.split('?')[0] === file) return '';
        return undefined;
      },
    },
    generateBundle() {
      if (!client || !source) return;
      this.emitFile({ type: 'asset', fileName, source });
      for (const [i, part] of parts.entries())
        this.emitFile({ type: 'asset', fileName: partNames[i], source: part });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!client) return html;
        const first = html.indexOf('<link rel="stylesheet"');
        if (first < 0) throw new Error('hz-antd-stylesheet: the built index.html links no style sheet');
        const split = partNames.map((p) => `/${p}`).join(' ');
        // first, so that every other rule (ours) comes after antd's in the cascade
        return `${html.slice(0, first)}<link rel="stylesheet" crossorigin href="/${fileName}" id="antd-css" data-parts="${split}">\n    ${html.slice(first)}`;
      },
    },
  };
}

const UNIQUE_TOOLTIPS_STUB = '\0hz-antd-unique-tooltips-stub';
const MOTION_PROVIDER = '\0hz-rc-motion-provider';
const STYLIS_WITHOUT_PREFIXER = '\0hz-stylis-without-prefixer';

/**
 * Imports inside antd that put code no page runs into the first load of every page, redirected in
 * the build (client and server alike; decision 031, amendment of 2026-11-28):
 *
 * - its form context module (`antd/es/form/context.js`), which every input and button imports, takes
 *   only `FormProvider` from `@rc-component/form`, but through that package's index, which attaches
 *   Field, List, useForm… to its Form (a side effect the bundler must keep): the whole form library and
 *   its validator (~15 KiB gzipped). Resolved to the module that defines `FormProvider`, the same module
 *   (so the same context object) as the index re-exports to the forms that use the rest.
 * - `ConfigProvider`'s motion wrapper takes only `Provider` from `@rc-component/motion`, but through that
 *   package's index, which brings CSSMotion and CSSMotionList (~2.5 KiB gzipped) into the first load: a
 *   module in the first load's graph is put in the shell even when only the screens' chunks use it (the
 *   `shell` group below). Resolved to a module that re-exports the provider from the module that defines
 *   it, the same module (so the same context) as the index re-exports to the components that animate.
 * - `ConfigProvider` imports the provider of antd's "unique" tooltips, which it renders only with
 *   `tooltip={{ unique: true }}` (the app never sets it), and with it the whole popup library
 *   (@rc-component/trigger, ~8 KiB gzipped). Replaced by a component that fails loudly if rendered, so
 *   that setting the option one day cannot go unnoticed. The tooltips themselves import the real one.
 * - cssinjs's style register imports stylis's `prefixer` (with the vendor-prefix tables, ~1 KiB gzipped),
 *   which it calls only under `<StyleProvider autoPrefix>` (the app never sets it). Given a stylis whose
 *   `prefixer` fails loudly; the rest is stylis's own.
 *
 * And one that costs time rather than bytes: every `Form.Item` (`form/FormItem/ItemHolder.js`) renders the
 * grid's `Row`, which subscribes to the screen's breakpoints in a layout effect and re-renders with them
 * synchronously after the commit, for nothing (a Form.Item's row has no responsive props). Given
 * src/components/antd-form-item-row.tsx instead: the same markup, no subscription (docs/performance.md,
 * 2026-12-07, issue 34 point 2).
 */
function antdImportShims(): Plugin {
  const require = createRequire(import.meta.url);
  const antd = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
  const formContext = path.join(antd, 'form/context.js');
  const configProvider = path.join(antd, 'config-provider/index.js');
  const motionWrapper = path.join(antd, 'config-provider/MotionWrapper.js');
  // the copy antd itself resolves
  const motionContext = path.join(
    path.dirname(createRequire(motionWrapper).resolve('@rc-component/motion/package.json')),
    'es/context.js',
  );
  const itemHolder = path.join(antd, 'form/FormItem/ItemHolder.js');
  const formItemRow = fileURLToPath(new URL('./src/components/antd-form-item-row.tsx', import.meta.url));
  let formItemRowShimmed = false;
  // the copy antd itself resolves
  const formProvider = path.join(
    path.dirname(createRequire(formContext).resolve('@rc-component/form/package.json')),
    'es/FormContext.js',
  );
  const styleRegister = path.join(
    path.dirname(require.resolve('@ant-design/cssinjs/package.json')),
    'es/hooks/useStyleRegister.js',
  );
  // the copy cssinjs itself resolves (the package's `import` export: its ES sources)
  const stylis = path.join(
    path.dirname(createRequire(styleRegister).resolve('stylis/package.json')),
    'index.js',
  );
  return {
    name: 'hz-antd-import-shims',
    enforce: 'pre',
    resolveId: {
      filter: {
        id: /^(stylis|@rc-component\/(form|motion)|\.\.\/tooltip\/UniqueProvider|\.\.\/\.\.\/grid)$/,
      },
      handler(source, importer) {
        const from = importer ? path.resolve(importer.split('?')[0] as string) : '';
        if (from === styleRegister && source === 'stylis') return STYLIS_WITHOUT_PREFIXER;
        if (from === formContext && source === '@rc-component/form') return formProvider;
        if (from === configProvider && source === '../tooltip/UniqueProvider') return UNIQUE_TOOLTIPS_STUB;
        if (from === motionWrapper && source === '@rc-component/motion') return MOTION_PROVIDER;
        if (from === itemHolder && source === '../../grid') {
          formItemRowShimmed = true;
          return formItemRow;
        }
        return undefined;
      },
    },
    load: {
      filter: { id: /hz-(antd-unique-tooltips-stub|rc-motion-provider|stylis-without-prefixer)$/ },
      handler(id) {
        if (id === MOTION_PROVIDER)
          return `export { default as Provider } from ${JSON.stringify(motionContext)};`;
        if (id === STYLIS_WITHOUT_PREFIXER)
          return `export { compile, middleware, serialize, stringify } from ${JSON.stringify(stylis)};
export function prefixer() {
  throw new Error('StyleProvider autoPrefix is not in this build: see antdImportShims in apps/web/vite.config.ts');
}`;
        if (id !== UNIQUE_TOOLTIPS_STUB) return undefined;
        return `export default function UniqueProvider() {
  throw new Error('ConfigProvider tooltip.unique is not in this build: see antdImportShims in apps/web/vite.config.ts');
}`;
      },
    },
    buildEnd() {
      // a later antd whose Form.Item imports its row otherwise: say so rather than lose the shim unseen
      if (this.getModuleInfo(itemHolder) && !formItemRowShimmed)
        throw new Error(`hz-antd-import-shims: ${itemHolder} no longer imports Row from '../../grid'`);
    },
  };
}

/**
 * The server's render takes antd's own style hooks for the shell's native-markup stand-ins
 * (src/components/antd-style-hooks.server.ts: they generate the rules the page inlines), the browser the
 * constant classes of antd-style-hooks.ts (decision 031, amendment "native stand-ins in the shell";
 * decision 070: the CSS variables come from index.html, `antdVarsStyle` below).
 */
function serverStyleHooks(): Plugin {
  return {
    name: 'hz-server-style-hooks',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\/antd-style-hooks\.ts$/ },
      async handler(source, importer, options) {
        if (!options.ssr || !source.endsWith('/antd-style-hooks.ts')) return undefined;
        return this.resolve(source.replace(/\.ts$/, '.server.ts'), importer, { ...options, skipSelf: true });
      },
    },
  };
}

/**
 * The theme's design tokens and the shell's stand-ins' component tokens as CSS variables
 * (src/components/antd-vars.ts, generated from antd's own hooks), in a `<style id="antd-vars">` at the end of
 * index.html's head: the browser's shell has no ConfigProvider to put them in (decision 070), and its
 * stand-ins need them from the first paint. A server-rendered page carries the server's instead, and the
 * server's render takes this one out (src/entry-server.tsx, `withStyles`).
 */
function antdVarsStyle(): Plugin {
  return {
    name: 'hz-antd-vars',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!html.includes('</head>')) throw new Error('hz-antd-vars: index.html has no </head>');
        return html.replace('</head>', () => `  <style id="antd-vars">${ANTD_VARS_CSS}</style>\n  </head>`);
      },
    },
  };
}

/**
 * `@rc-component/tree` and `@rc-component/util` marked free of side effects (their package.json files do not
 * say so; their modules only define components, functions and module-local state, and nothing imports one
 * of them for its side effects alone):
 * - antd's Cascader needs two of the tree's functions (`conductCheck`, `convertDataToEntities`), imported
 *   through the package's index, which imports the Tree component: the list pages' city picker loaded all
 *   of it (~11 KB gzipped, a chunk shared with Table and TreeSelect).
 * - antd's ConfigProvider, theme and utilities import the util package's index for a hook or two, which
 *   kept every module of it with top-level code (KeyCode, the focus lock, dynamic CSS, the scroll bar's
 *   size…) in every page's first load: ~5 KiB gzipped of /mainPage's (docs/performance.md, 2026-12-06).
 * Free of side effects, an index's unused imports are dropped.
 */
function rcSideEffectFree(): Plugin {
  return {
    name: 'hz-rc-side-effect-free',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@rc-component[\\/](tree|util)[\\/]es[\\/]/ },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

/**
 * The entry's dynamic imports (every screen of the route table, the shell's lazy parts) without Vite's
 * preload lists of their JavaScript, and those lists in a file of their own beside the entry, fetched once
 * the page has loaded (src/lib/lazy-deps.ts; decision 041, amendment "the preload lists on demand").
 *
 * Vite writes, for each dynamic import, the chunks it will need into the importing chunk, so that a
 * navigation fetches them side by side: for the entry, ~350 file names and each screen's indexes into
 * them, ~10 KiB gzipped of every page's first load, used only when the visitor navigates. Here:
 * - `resolveDependencies` leaves the entry's lists with their CSS only (Vite adds a list's CSS whatever
 *   it returns: a screen's style sheet is still in before the screen renders);
 * - the transform makes each `import('…')` of the app's sources call `preloadLazyDeps(module)` first, with
 *   the imported module's path from apps/web (as the build's manifest names it);
 * - `writeBundle` writes `assets/index-….deps.json`: for each of the entry's dynamic imports, the
 *   chunks it imports statically, transitively, that the entry does not already load. Its name follows
 *   the entry's, whose hash changes whenever one of those chunks' names does.
 */
function lazyDepsMap() {
  const runtime = path.resolve(import.meta.dirname, 'src/lib/lazy-deps.ts');
  let root = '';
  let client = false;
  let entryFile = '';
  const plugin: Plugin = {
    name: 'hz-lazy-deps-map',
    apply: 'build',
    configResolved: (c) => {
      root = c.root;
      client = !c.build.ssr;
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/ },
      async handler(code, id) {
        if (!client || id === runtime || id.includes('node_modules') || !code.includes('import('))
          return undefined;
        const sites = [...code.matchAll(/\bimport\(\s*(['"])([^'"`]+)\1\s*\)/g)];
        if (sites.length === 0) return undefined;
        let out = '';
        let last = 0;
        for (const site of sites) {
          const resolved = await this.resolve(site[2] as string, id);
          if (!resolved || resolved.external) continue;
          const key = path
            .relative(root, resolved.id.split('?')[0] as string)
            .split(path.sep)
            .join('/');
          out += `${code.slice(last, site.index)}(__hzPreloadLazyDeps(${JSON.stringify(key)}), ${site[0]})`;
          last = site.index + site[0].length;
        }
        if (last === 0) return undefined;
        out += code.slice(last);
        return {
          code: `import { preloadLazyDeps as __hzPreloadLazyDeps } from ${JSON.stringify(runtime)};\n${out}`,
          map: null,
        };
      },
    },
    generateBundle(_options, bundle) {
      if (!client) return;
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry) throw new Error('hz-lazy-deps-map: the build has no entry chunk');
      entryFile = entry.fileName;
    },
    // once the bundle is final: Vite drops the chunks that held only CSS (its own generateBundle, later)
    writeBundle(options, bundle) {
      if (!client || !options.dir) return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('hz-lazy-deps-map: the build has no entry chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) if (byFile.has(dep)) closure(dep, seen);
        return seen;
      };
      const loaded = closure(entry.fileName);
      const dir = path.posix.dirname(entry.fileName);
      // the lib/lazy-deps.ts DepsMap: each file once, each module's list as indexes
      const files: string[] = [];
      const index = new Map<string, number>();
      const modules: Record<string, number[]> = {};
      for (const file of entry.dynamicImports) {
        const chunk = byFile.get(file);
        if (!chunk?.facadeModuleId) continue;
        const key = path.relative(root, chunk.facadeModuleId).split(path.sep).join('/');
        const needed = [...closure(file)].filter((f) => f !== file && !loaded.has(f));
        if (needed.length === 0) continue;
        modules[key] = needed.map((f) => {
          let i = index.get(f);
          if (i === undefined) {
            i = files.push(path.posix.relative(dir, f)) - 1;
            index.set(f, i);
          }
          return i;
        });
      }
      writeFileSync(
        path.join(options.dir, entry.fileName.replace(/\.js$/, '.deps.json')),
        JSON.stringify({ files, modules }),
      );
    },
  };
  /** Vite's `build.modulePreload.resolveDependencies`: the entry's lists keep their CSS only. */
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) =>
    hostId === entryFile ? [] : deps;
  return { plugin, resolveDependencies };
}

const lazyDeps = lazyDepsMap();

// the API server (apps/server); HZ_API overrides it, e.g. when that server runs on another port
const api = process.env.HZ_API || 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: api, changeOrigin: false },
  '/files': { target: api, changeOrigin: false },
};

/** react-router's `dist` folder (its package exports resolve to `dist/development/index.js` under Node). */
const reactRouterDist = path.dirname(path.dirname(createRequire(import.meta.url).resolve('react-router')));

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is a production build whatever NODE_ENV the shell exports (issue 29). Vite keeps a NODE_ENV
  // that is already set: with `development` it compiled JSX for react/jsx-dev-runtime, which the server
  // bundle's React (production, `define` below) does not have (`jsxDEV is not a function` in dist-ssr at
  // the first render), and sent React's development build to browsers. Vite decides `isProduction` after
  // loading this file, so setting it here is in time; `npm run dev` (serve) keeps the shell's value.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config(isSsrBuild === true);
});

const config = (isSsrBuild: boolean): UserConfig => ({
  plugins: [
    react(),
    antdImportShims(),
    serverStyleHooks(),
    antdStylesheet(),
    antdVarsStyle(),
    rcSideEffectFree(),
    lazyDeps.plugin,
    precompress(),
  ],
  server: { proxy },
  preview: { proxy },
  // the server-side render (src/entry-server.tsx, decision 041): one file with its libraries inside, so
  // that Node loads it without resolving the browser-oriented packages (antd's CSS, dayjs locales)
  ssr: { noExternal: true },
  // React Router 7's package exports name only its development build (remix-run/react-router#14102, open):
  // its production build, the same code without the development warnings, by path
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(reactRouterDist, 'production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'production/dom-export.mjs') },
    ],
  },
  // the libraries' production builds on the server too, whatever NODE_ENV the server runs with: the same
  // markup as the browser's (antd marks its class names in development) and React's faster build
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, ssr: 'src/entry-server.tsx', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // the gzipped size of each of ~420 chunks, for the report only
        reportCompressedSize: !startBuild,
        // dist/.vite/manifest.json: the chunk graph the bundle budget test reads (src/bundle-budget.test.ts)
        manifest: true,
        // antd is large; screens are split into lazy chunks (see src/app/router.tsx)
        chunkSizeWarningLimit: 1600,
        // the entry's dynamic imports preload their JavaScript from a map of their own (lazyDepsMap above)
        modulePreload: { resolveDependencies: lazyDeps.resolveDependencies },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // everything the entry imports statically (React, the router, antd's core, the layouts: what
              // every page loads before it can hydrate) in one file, instead of ~35 files of which two
              // thirds were under 1 KB, each a request (at low priority, six at a time on HTTP/1.1) and
              // each repeating its imports and exports: /mainPage's first load 59 → 24 files and ~13 KiB
              // gzipped less, every route's likewise (docs/performance.md, 2026-11-28). No route loads
              // more than before: these modules were all in every page's first load already. The screens'
              // own chunks are split as before (decision 041, amendment of 2026-11-28)
              groups: [
                // the shell in three files, which /hz-boot.js runs one task each on a server-rendered page
                // (React and React DOM; the other libraries; the entry's own modules): as one file they were
                // one task of ~220 ms on a phone, the longest of the page's start (docs/performance.md,
                // 2026-12-07). They cost ~1 KiB gzipped more than one file (decision 041, amendment)
                {
                  name: 'shell-react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 3,
                },
                // JavaScript only: a library's CSS stays in the entry's style sheet
                {
                  name: 'shell-lib',
                  test: /[\\/]node_modules[\\/].*\.m?js$/,
                  tags: ['$initial'],
                  priority: 2,
                },
                { name: 'shell', tags: ['$initial'] },
                // antd's Button, Input and Space, its shared utilities, rc-input and rc-util: since the shell's
                // stand-ins replaced them there (decision 031, amendment "native stand-ins in the shell"),
                // the screens fetched them as ~18 small files of their own; one file instead (~31 KiB
                // gzipped). Every route's first load then has no more files and no more bytes than before
                // the stand-ins (docs/performance.md, 2026-11-28 evening); the home page does not load it.
                // With them antd's ConfigProvider module for the screens (src/app/antd-scope.tsx, decision 070)
                // and rc-pagination's locales (which it shares with the pagination): the theme machinery that
                // left the shell then comes with this file, which every screen's route loads already, not
                // as two files more per route (it has no chunk of its own in the manifest)
                {
                  name: 'antd-controls',
                  test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](button|input|space|_util)|@rc-component[\\/](input|util|resize-observer|pagination[\\/]es[\\/]locale))[\\/]|[\\/]src[\\/]app[\\/]antd-scope\.tsx$/,
                },
              ],
            },
          },
        },
      },
});
