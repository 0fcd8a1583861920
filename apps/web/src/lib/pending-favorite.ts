import type { FavoriteKind } from '@hz/contract/favorites';

/*
 * A visitor's 收藏 kept across the login round trip: remembered in this tab (sessionStorage) before the
 * login page, completed once by the item's 收藏 button when the member is back. A storage that refuses
 * only loses the intent (the member then clicks 收藏 again).
 */

export const PENDING_FAVORITE_KEY = 'hz:pending-favorite';
/** Long enough to register with an SMS code; an intent older than this is dropped, not acted on. */
export const PENDING_FAVORITE_MAX_AGE_MS = 30 * 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tabStore = (): Store | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

interface PendingFavorite {
  kind: FavoriteKind;
  id: number;
  at: number;
}

/** Remembers that the visitor wants `kind`/`id` favourited once logged in (replacing any earlier one). */
export function rememberFavorite(kind: FavoriteKind, id: number, now = Date.now(), store = tabStore()) {
  try {
    store?.setItem(PENDING_FAVORITE_KEY, JSON.stringify({ kind, id, at: now } satisfies PendingFavorite));
  } catch {
    // a full or blocked storage only loses the intent
  }
}

/**
 * True once when the remembered intent is for `kind`/`id` and still fresh; it is forgotten then (and
 * also when stale or unreadable), so a second call or a second button does nothing.
 */
export function takeFavorite(kind: FavoriteKind, id: number, now = Date.now(), store = tabStore()): boolean {
  try {
    const raw = store?.getItem(PENDING_FAVORITE_KEY);
    if (!raw || !store) return false;
    const v = JSON.parse(raw) as Partial<PendingFavorite> | null;
    const age = typeof v?.at === 'number' ? now - v.at : -1;
    if (age < 0 || age > PENDING_FAVORITE_MAX_AGE_MS) {
      store.removeItem(PENDING_FAVORITE_KEY);
      return false;
    }
    if (v?.kind !== kind || v.id !== id) return false;
    store.removeItem(PENDING_FAVORITE_KEY);
    return true;
  } catch {
    try {
      store?.removeItem(PENDING_FAVORITE_KEY);
    } catch {
      // nothing more to do
    }
    return false;
  }
}
