import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * Which area of the main menu a page is in (decision 050): the area its way back (`DetailBack`) leads to,
 * else the page's own path. So a deal's page is in its hall for others and in 个人中心 (no menu item) for
 * its parties, whose way back is 我的任务 / 我的项目: the menu and the breadcrumb say the same.
 *
 * The way back is kept in a small store the provider makes once, not in the context's value: the page
 * declares it in an effect once it has hydrated, and a context whose value changed then would reach every
 * part of the page still waiting for its code (components/later-part.tsx) — React cannot tell whether
 * such a part reads the context, so it renders it anew in the browser, its server HTML replaced by the
 * fallback (a layout shift). Only the menu, which subscribes, renders again.
 */
type Back = { path: string; to: string } | null;

interface BackStore {
  get: () => Back;
  set: (b: Back) => void;
  subscribe: (listener: () => void) => () => void;
}

function backStore(): BackStore {
  let back: Back = null;
  const listeners = new Set<() => void>();
  return {
    get: () => back,
    set: (b) => {
      back = b;
      for (const l of listeners) l();
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

const NavBack = createContext<BackStore>(backStore());
const serverBack = (): Back => null;

export function NavAreaProvider({ children }: { children: ReactNode }) {
  const [store] = useState(backStore);
  return <NavBack.Provider value={store}>{children}</NavBack.Provider>;
}

/** The path the main menu marks: where the page's way back leads, else the page's own path. */
export function useNavPath(): string {
  const { pathname } = useLocation();
  const store = useContext(NavBack);
  const back = useSyncExternalStore(store.subscribe, store.get, serverBack);
  return back && back.path === pathname ? (back.to.split('?')[0] ?? pathname) : pathname;
}

/** Declares the page's way back: the main menu marks the area `to` is in. */
export function useNavBack(to: string) {
  const { pathname } = useLocation();
  const store = useContext(NavBack);
  useEffect(() => {
    store.set({ path: pathname, to });
    return () => store.set(null);
  }, [pathname, to, store]);
}
