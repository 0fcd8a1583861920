import type { RouteObject } from 'react-router';

/*
 * The browser's router starts with only the branch of the route table that renders the page it opens on,
 * and is given the branch of each new path on its first visit (React Router's `patchRoutesOnNavigation`).
 *
 * Why: React Router flattens, ranks and compiles every route of the table when it is created, and the
 * table has ~100 routes: 35 ms of the page's start-up on a desktop, ~140 ms on Lighthouse's phone, in the
 * one long task that also evaluates the code (docs/performance.md, 2026-11-28 evening; decision 041,
 * amendment "the route table on demand"). With one branch it is a few routes.
 *
 * Every path of the table is static (the seed passes ids in the query string), so the branch of a path is
 * found by a map lookup, normalized as the router compares paths (case-insensitive, trailing slashes
 * ignored). A path that is not in the map (a not-found page, anything unusual) gets the whole table, at the
 * start or on navigation, so the router never sees less than it would have matched.
 */

/**
 * The table with an id on every route, by its position (`0`, `0-2`, `0-2-1`…): the same ids as React
 * Router would give the whole table, kept by a branch's copy, so that a branch patched in later joins the
 * routes already there instead of repeating them.
 */
export function withIds(routes: RouteObject[], parent?: string): RouteObject[] {
  return routes.map((route, i) => {
    const id = parent === undefined ? String(i) : `${parent}-${i}`;
    const children = route.children ? withIds(route.children, id) : undefined;
    return { ...route, id, ...(children ? { children } : {}) } as RouteObject;
  });
}

/** A pathname as the router compares it: decoded, lower case, without trailing slashes. */
export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // a malformed escape: compared as sent, like the router
  }
  path = path.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * Each static path of the table → the chain of routes from the root to the route that renders it. A path
 * two routes render (never in this table) maps to `null`: left to the router's ranking, on the whole table.
 * And the full path of every route.
 */
function branchesByPath(routes: RouteObject[]) {
  const byPath = new Map<string, RouteObject[] | null>();
  const fullPaths = new Map<RouteObject, string>();
  const visit = (list: RouteObject[], chain: RouteObject[], base: string) => {
    for (const route of list) {
      const full = joinPath(base, route.path);
      fullPaths.set(route, full);
      const here = [...chain, route];
      if (route.children && route.children.length > 0) {
        visit(route.children, here, full);
        continue;
      }
      // a splat or a parameter is not a static path: only the whole table renders it
      if (full.includes('*') || full.includes(':')) continue;
      const key = normalizePath(full);
      byPath.set(key, byPath.has(key) ? null : here);
    }
  };
  visit(routes, [], '/');
  return { byPath, fullPaths };
}

/** The chain as a nested copy: each route of it with the next one as its only child. */
function branchCopy(chain: RouteObject[]): RouteObject {
  const [first, ...rest] = chain;
  if (!first) throw new Error('an empty branch');
  if (rest.length === 0) return first;
  return { ...first, children: [branchCopy(rest)] } as RouteObject;
}

/** Chains from the root as one table: each route once, with the routes of the chains below it. */
function tableOf(chains: RouteObject[][]): RouteObject[] {
  const table: RouteObject[] = [];
  const copies = new Map<string | undefined, RouteObject>();
  for (const chain of chains) {
    let siblings = table;
    for (const route of chain) {
      let copy = copies.get(route.id);
      if (!copy) {
        copy = { ...route, ...(route.children ? { children: [] } : {}) } as RouteObject;
        copies.set(route.id, copy);
        siblings.push(copy);
      }
      siblings = copy.children ?? [];
    }
  }
  return table;
}

/**
 * The chains the router needs besides `chain` itself: a route of it with a path of its own (`/login`, the
 * login group's layout) matches that path on its own, as a layout with nothing in its outlet, unless the
 * route that renders that path (its index screen) is there too.
 */
function withOwnPaths(
  chain: RouteObject[],
  branches: Map<string, RouteObject[] | null>,
  paths: Map<RouteObject, string>,
): RouteObject[][] {
  const chains = [chain];
  for (const route of chain.slice(0, -1)) {
    if (route.path === undefined) continue;
    const own = branches.get(normalizePath(paths.get(route) ?? ''));
    if (own && own !== chain) chains.push(own);
  }
  return chains;
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

export interface RouteDiscovery {
  /** What the router is created with: the branch of `pathname`, or the whole table. */
  routes: RouteObject[];
  /**
   * For `createBrowserRouter`'s `patchRoutesOnNavigation` when `routes` is a branch, `undefined` when it is
   * the whole table (nothing to discover; and the router would treat a not-found page's splat match as
   * "maybe more to discover" and render nothing until it had looked).
   */
  patchRoutesOnNavigation?: (args: { path: string; patch: Patch }) => void;
}

/** The router's starting table for `pathname`, and how it learns the rest (`routes` from withIds). */
export function routeDiscovery(routes: RouteObject[], pathname: string): RouteDiscovery {
  const { byPath: branches, fullPaths } = branchesByPath(routes);
  const start = branches.get(normalizePath(pathname));
  if (!start) return { routes };

  // the ids of the routes the router has: a route is patched in once, under a parent it has
  const known = new Set<string | undefined>();
  /** Patches in what `chain` lacks: its first missing route, under its parent, with the rest below it. */
  const addChain = (chain: RouteObject[], patch: Patch) => {
    const first = chain.findIndex((r) => !known.has(r.id));
    if (first < 0) return;
    const tail = chain.slice(first);
    for (const r of tail) known.add(r.id);
    patch(chain[first - 1]?.id ?? null, [branchCopy(tail)]);
  };
  const markAll = (list: RouteObject[]) => {
    for (const r of list) {
      known.add(r.id);
      if (r.children) markAll(r.children);
    }
  };
  // the whole table: every route not there yet, under its parent, with all its children
  const patchEverything = (patch: Patch, list: RouteObject[], parentId: string | null) => {
    const missing = list.filter((r) => !known.has(r.id));
    if (missing.length > 0) {
      markAll(missing);
      patch(parentId, missing);
    }
    for (const r of list) {
      if (r.children && !missing.includes(r)) patchEverything(patch, r.children, r.id ?? null);
    }
  };

  // the starting table: the chains of the page, each route once; the router has those routes
  const chains = withOwnPaths(start, branches, fullPaths);
  for (const chain of chains) for (const r of chain) known.add(r.id);

  return {
    routes: tableOf(chains),
    patchRoutesOnNavigation: ({ path, patch }) => {
      const chain = branches.get(normalizePath(path));
      if (!chain) {
        patchEverything(patch, routes, null);
        return;
      }
      for (const one of withOwnPaths(chain, branches, fullPaths)) addChain(one, patch);
    },
  };
}
