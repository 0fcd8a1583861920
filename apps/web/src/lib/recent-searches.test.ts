import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  recentSearchesSnapshot,
  subscribeRecentSearches,
  withRecent,
} from './recent-searches.ts';

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

describe('recent searches', () => {
  it('puts the newest first, once, at most ten', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = withRecent(list, `关键词${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('关键词12');
    expect(list.at(-1)).toBe('关键词3');
    list = withRecent(list, ' 关键词5 ');
    expect(list[0]).toBe('关键词5');
    expect(list.filter((k) => k === '关键词5')).toHaveLength(1);
    expect(withRecent(['3D展台'], '3d展台')).toEqual(['3d展台']);
    expect(withRecent(['上海'], '   ')).toEqual(['上海']);
  });

  it('keeps them in a storage, survives a corrupt value, and clears', () => {
    const store = memoryStore();
    expect(readRecentSearches(store)).toEqual([]);
    addRecentSearch('汽车展', store);
    addRecentSearch('上海', store);
    addRecentSearch('汽车展', store);
    expect(readRecentSearches(store)).toEqual(['汽车展', '上海']);
    store.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches(store)).toEqual([]);
    store.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['a', 1, 'b', 'a', null]));
    expect(readRecentSearches(store)).toEqual(['a', 'b']);
    clearRecentSearches(store);
    expect(store.m.size).toBe(0);
    expect(readRecentSearches(undefined)).toEqual([]);
  });

  it('a snapshot that stays the same array until the list changes, and who shows it is told', () => {
    const store = memoryStore();
    let told = 0;
    const stop = subscribeRecentSearches(() => told++);
    const empty = recentSearchesSnapshot(store);
    expect(empty).toEqual([]);
    expect(recentSearchesSnapshot(store)).toBe(empty);
    addRecentSearch('上海', store);
    expect(told).toBe(1);
    const one = recentSearchesSnapshot(store);
    expect(one).toEqual(['上海']);
    expect(recentSearchesSnapshot(store)).toBe(one);
    clearRecentSearches(store);
    expect(told).toBe(2);
    expect(recentSearchesSnapshot(store)).toEqual([]);
    stop();
    addRecentSearch('家居', store);
    expect(told).toBe(2);
  });
});
