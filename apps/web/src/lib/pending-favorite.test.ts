import { describe, expect, it } from 'vitest';
import {
  PENDING_FAVORITE_KEY,
  PENDING_FAVORITE_MAX_AGE_MS,
  rememberFavorite,
  takeFavorite,
} from './pending-favorite.ts';

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

describe('a favourite remembered across the login', () => {
  it('is taken once, by its own item only', () => {
    const store = memoryStore();
    rememberFavorite('huiyi', 7, 1000, store);
    expect(takeFavorite('huizhan', 7, 2000, store)).toBe(false);
    expect(takeFavorite('huiyi', 8, 2000, store)).toBe(false);
    expect(takeFavorite('huiyi', 7, 2000, store)).toBe(true);
    expect(takeFavorite('huiyi', 7, 3000, store)).toBe(false);
    expect(store.m.size).toBe(0);
  });

  it('the latest intent replaces an earlier one', () => {
    const store = memoryStore();
    rememberFavorite('huizhan', 1, 1000, store);
    rememberFavorite('hycd', 2, 1000, store);
    expect(takeFavorite('huizhan', 1, 1000, store)).toBe(false);
    expect(takeFavorite('hycd', 2, 1000, store)).toBe(true);
  });

  it('drops a stale, future-dated or corrupt intent without acting on it', () => {
    const store = memoryStore();
    rememberFavorite('hycd', 3, 0, store);
    expect(takeFavorite('hycd', 3, PENDING_FAVORITE_MAX_AGE_MS + 1, store)).toBe(false);
    expect(store.m.size).toBe(0);
    rememberFavorite('hycd', 3, 5000, store);
    expect(takeFavorite('hycd', 3, 1000, store)).toBe(false);
    store.setItem(PENDING_FAVORITE_KEY, '{not json');
    expect(takeFavorite('hycd', 3, 1000, store)).toBe(false);
    expect(store.m.size).toBe(0);
    expect(takeFavorite('hycd', 3, 1000, undefined)).toBe(false);
  });
});
