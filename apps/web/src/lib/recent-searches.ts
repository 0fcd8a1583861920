/**
 * The visitor's recent search keywords, kept in this browser only (`localStorage`): newest first, at
 * most ten, each once. Nothing secret is stored; a storage that refuses (private mode, quota) is ignored.
 */
export const RECENT_SEARCHES_KEY = 'hz:recent-searches';
export const RECENT_SEARCHES_MAX = 10;
const MAX_LENGTH = 50;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStore = (): Store | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** `list` with `keyword` first: trimmed, the same keyword (case-insensitively) not repeated, capped. */
export function withRecent(list: readonly string[], keyword: string): string[] {
  const k = keyword.trim().slice(0, MAX_LENGTH);
  if (!k) return [...list];
  const same = k.toLowerCase();
  return [k, ...list.filter((x) => x.toLowerCase() !== same)].slice(0, RECENT_SEARCHES_MAX);
}

export function readRecentSearches(store: Store | undefined = browserStore()): string[] {
  try {
    const raw = JSON.parse(store?.getItem(RECENT_SEARCHES_KEY) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((x): x is string => typeof x === 'string')
      .reduceRight<string[]>((acc, k) => withRecent(acc, k), []);
  } catch {
    return [];
  }
}

/** Who shows the list in this tab (`subscribeRecentSearches`): told when this tab changes it. */
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

/**
 * Calls `onChange` whenever the list changes: in this tab (a search recorded, 清空) or in another one
 * (its `storage` event). Returns the unsubscribe (for `useSyncExternalStore`).
 */
export function subscribeRecentSearches(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === RECENT_SEARCHES_KEY || e.key === null) onChange();
  };
  const win = typeof window === 'undefined' ? undefined : window;
  win?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    win?.removeEventListener('storage', onStorage);
  };
}

let snapshot: { raw: string | null | undefined; list: string[] } = { raw: undefined, list: [] };

/**
 * The list as `readRecentSearches` reads it, the same array as long as the stored value is the same
 * (what `useSyncExternalStore` needs of its snapshot).
 */
export function recentSearchesSnapshot(store: Store | undefined = browserStore()): string[] {
  let raw: string | null = null;
  try {
    raw = store?.getItem(RECENT_SEARCHES_KEY) ?? null;
  } catch {
    // a storage that refuses reads as empty
  }
  if (raw !== snapshot.raw) snapshot = { raw, list: readRecentSearches(store) };
  return snapshot.list;
}

/** Records a search; returns the new list. */
export function addRecentSearch(keyword: string, store: Store | undefined = browserStore()): string[] {
  const next = withRecent(readRecentSearches(store), keyword);
  try {
    store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // a full or disabled storage only loses the history
  }
  changed();
  return next;
}

export function clearRecentSearches(store: Store | undefined = browserStore()): void {
  try {
    store?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // nothing to clear
  }
  changed();
}
