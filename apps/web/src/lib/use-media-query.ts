import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether a server-rendered page (decision 041) was rendered for a phone, guessed by the server from the
 * visitor's User-Agent and handed to the browser with the page's data: the server's render and the
 * browser's hydration both use it for `useIsMobile`, so that a phone's HTML already has the phone layout
 * and nothing moves when the page hydrates. After hydration the real media query decides.
 */
export const ServerMobileHint = createContext(false);

/** True while the CSS media query matches; `serverValue` while rendering on the server and hydrating. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Phones and narrow windows (below 768 px). */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 767.98px)', useContext(ServerMobileHint));
}

/** A phone's User-Agent (what the server renders the phone layout for). */
export function isMobileUserAgent(ua: string | undefined): boolean {
  return /Mobi|Android|iPhone|iPod|HarmonyOS/i.test(ua ?? '');
}
