import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Which area of the main menu a page is in (decision 050): the area its way back (`DetailBack`) leads to,
 * else the page's own path. So a deal's page is in its hall for others and in 个人中心 (no menu item) for
 * its parties, whose way back is 我的任务 / 我的项目: the menu and the breadcrumb say the same.
 */
type Back = { path: string; to: string } | null;

const NavBack = createContext<{ back: Back; setBack: (b: Back) => void }>({
  back: null,
  setBack: () => {},
});

export function NavAreaProvider({ children }: { children: ReactNode }) {
  const [back, setBack] = useState<Back>(null);
  const value = useMemo(() => ({ back, setBack }), [back]);
  return <NavBack.Provider value={value}>{children}</NavBack.Provider>;
}

/** The path the main menu marks: where the page's way back leads, else the page's own path. */
export function useNavPath(): string {
  const { pathname } = useLocation();
  const { back } = useContext(NavBack);
  return back && back.path === pathname ? (back.to.split('?')[0] ?? pathname) : pathname;
}

/** Declares the page's way back: the main menu marks the area `to` is in. */
export function useNavBack(to: string) {
  const { pathname } = useLocation();
  const { setBack } = useContext(NavBack);
  useEffect(() => {
    setBack({ path: pathname, to });
    return () => setBack(null);
  }, [pathname, to, setBack]);
}
