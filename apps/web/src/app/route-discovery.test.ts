import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allRoutePaths } from '../config/paths.ts';
import { normalizePath, routeDiscovery, withIds } from './route-discovery.ts';
import { routes } from './router.tsx';

const whole = new Map<string, string[]>();
/**
 * What the whole table renders for `path`: the ids of its matched routes (React Router's own matching,
 * which flattens and ranks the ~100 routes on each call: kept per path, the walk of every start below asks
 * for each path once per start).
 */
function expected(path: string): string[] {
  let ids = whole.get(path);
  if (!ids) {
    ids = (matchRoutes(routes, path) ?? []).map((m) => m.route.id as string);
    whole.set(path, ids);
  }
  return ids;
}

/** A memory router started the way main.tsx starts the browser's, on `start`. */
function routerOn(start: string) {
  const discovery = routeDiscovery(routes, start);
  const router = createMemoryRouter(discovery.routes, {
    initialEntries: [start],
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  const ids = () => router.state.matches.map((m) => m.route.id);
  return { discovery, router, ids };
}

describe('the route table on demand', () => {
  it('gives every route an id by its position, the same in a second call', () => {
    const table = withIds([{ path: '/a', children: [{ path: '/a/b' }, { index: true }] }, { path: '*' }]);
    expect(table.map((r) => r.id)).toEqual(['0', '1']);
    expect(table[0]?.children?.map((r) => r.id)).toEqual(['0-0', '0-1']);
  });

  it('normalizes a path as the router compares it', () => {
    expect(normalizePath('/MainPage/')).toBe('/mainpage');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/%E5%B1%95')).toBe('/展');
    expect(normalizePath('/%E5')).toBe('/%e5');
  });

  it('starts a static page with its one branch, a not-found page with the whole table', () => {
    const home = routeDiscovery(routes, '/mainPage');
    expect(home.patchRoutesOnNavigation).toBeTypeOf('function');
    const count = (list: RouteObject[]): number => list.reduce((n, r) => n + 1 + count(r.children ?? []), 0);
    expect(count(home.routes)).toBeLessThan(12);
    expect(count(routes)).toBeGreaterThan(80);
    // only its own page's: the home page, where logging out lands, is discovered like any other page
    // (features/auth/api/logout.ts ends the session once the member page is gone)
    expect(matchRoutes(routeDiscovery(routes, '/personCenter/trade').routes, '/mainPage')).toBeNull();
    expect(matchRoutes(routeDiscovery(routes, '/mainPage').routes, '/login')).toBeNull();

    const missing = routeDiscovery(routes, '/no/such/page');
    expect(missing.routes).toBe(routes);
    expect(missing.patchRoutesOnNavigation).toBeUndefined();
  });

  it.each(['/mainPage', '/login', '/login/forget', '/personCenter/trade', '/admin/members'])(
    'from %s, every path of the site renders what the whole table renders',
    async (start) => {
      const { router, ids } = routerOn(start);
      expect(ids()).toEqual(expected(start));
      expect(router.state.initialized).toBe(true);
      for (const path of [...allRoutePaths, '/no/such/page', '/MAINPAGE/', '/personCenter/trade/']) {
        await router.navigate(path);
        expect(ids(), path).toEqual(expected(path));
      }
      router.dispose();
    },
  );

  it('from any page, the starting table renders every path as the whole table does, or not at all', () => {
    // not at all: no match, or only the not-found splat, and the router asks for the path's branch
    const extras = ['/no/such/page', '/MAINPAGE/', '/login/', '/personCenter'];
    const wrong: string[] = [];
    for (const start of allRoutePaths) {
      const { routes: table } = routeDiscovery(routes, start);
      for (const path of [...allRoutePaths, ...extras]) {
        const matches = matchRoutes(table, path);
        if (!matches || Object.keys(matches[0]?.params ?? {}).length > 0) continue;
        const ids = matches.map((m) => m.route.id).join(' ');
        if (ids !== expected(path).join(' ')) wrong.push(`${path} on the table of ${start}: ${ids}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(['/login/forget', '/personCenter/trade'])(
    "from %s, the group's own path renders its index screen",
    async (start) => {
      const { router, ids } = routerOn(start);
      await router.navigate('/login');
      expect(ids()).toEqual(expected('/login'));
      router.dispose();
    },
  );

  it('from a not-found page, navigates with the whole table', async () => {
    const { router, ids } = routerOn('/no/such/page');
    expect(ids()).toEqual(expected('/no/such/page'));
    expect(router.state.initialized).toBe(true);
    await router.navigate('/exhibition');
    expect(ids()).toEqual(expected('/exhibition'));
    router.dispose();
  });

  it('patches each branch once: a second visit finds it in place', async () => {
    const discovery = routeDiscovery(routes, '/mainPage');
    const patch = discovery.patchRoutesOnNavigation;
    if (!patch) throw new Error('expected a branch');
    const calls: string[] = [];
    const router = createMemoryRouter(discovery.routes, {
      initialEntries: ['/mainPage'],
      patchRoutesOnNavigation: (args) => {
        calls.push(args.path);
        patch(args);
      },
    });
    await router.navigate('/exhibition');
    await router.navigate('/mainPage');
    await router.navigate('/exhibition?id=1');
    expect(calls).toEqual(['/exhibition']);
    router.dispose();
  });
});
