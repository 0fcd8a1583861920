import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true after (and at once in a page the
 * browser renders itself): what only the browser knows (its address, its localStorage) is read once this
 * is true, so that the hydrating render is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
