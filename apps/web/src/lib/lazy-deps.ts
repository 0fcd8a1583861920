/*
 * The JavaScript a lazy chunk of the entry imports, preloaded when that chunk is imported, from a map the
 * build writes beside the entry (`assets/index-….deps.json`, `lazyDepsMap` in vite.config.ts).
 *
 * Why: Vite puts each dynamic import's preload list in the importing chunk. The entry imports every screen
 * of the route table lazily, and their lists (~350 file names and each screen's indexes into them) were
 * ~10 KiB gzipped of every page's first load, used only by client-side navigations. The build leaves the
 * entry's lists with the screens' CSS only (`build.modulePreload.resolveDependencies`), and the build's
 * transform (the same plugin) makes every `import('./…')` of the app's sources call `preloadLazyDeps`
 * with the imported module's path. The map is fetched once the page has loaded (`loadLazyDeps`, main.tsx),
 * so a navigation still fetches a screen's chunks side by side instead of level by level as the browser
 * discovers them. A navigation before the map has arrived waits for nothing: its preloads start when the
 * map arrives (decision 041, amendment "the preload lists on demand"; docs/performance.md, 2026-12-06).
 */

/**
 * `files`: chunk files, relative to the entry; `modules`: module path (from apps/web, as the build's
 * manifest names it) → the indexes in `files` of the chunks it needs.
 */
interface DepsMap {
  files: string[];
  modules: Record<string, number[]>;
}
const none: DepsMap = { files: [], modules: {} };

let map: Promise<DepsMap> | undefined;
/** Modules imported before the map was asked for: preloaded once it arrives. */
const pending = new Set<string>();
const requested = new Set<string>();

/** The map's URL: the entry's own, `.js` → `.deps.json` (this module is part of the entry chunk). */
export function depsMapUrl(entryUrl: string): string {
  return entryUrl.replace(/\.js(?=$|[?#])/, '.deps.json');
}

const inBuiltBrowser = () => import.meta.env.PROD && typeof document !== 'undefined';

function preload(deps: DepsMap, module: string) {
  for (const index of deps.modules[module] ?? []) {
    const file = deps.files[index];
    if (file === undefined) continue;
    const href = new URL(file, import.meta.url).href;
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Fetches the map, once, and preloads what the modules imported so far need (main.tsx: once a
 * server-rendered page has loaded, whose first screens the server preloaded; at once for the SPA shell).
 * A failure leaves navigations without preloads, as on the development server.
 */
export function loadLazyDeps(): void {
  if (!inBuiltBrowser() || map) return;
  map = fetch(depsMapUrl(import.meta.url))
    .then((r) => (r.ok ? (r.json() as Promise<DepsMap>) : none))
    .catch(() => none);
  void map.then((deps) => {
    for (const module of pending) preload(deps, module);
    pending.clear();
  });
}

/** Preloads what `module` imports (build's transform, before each `import()`); waits for nothing. */
export function preloadLazyDeps(module: string): void {
  if (!inBuiltBrowser()) return;
  if (!map) pending.add(module);
  else void map.then((deps) => preload(deps, module));
}
