import { describe, expect, it } from 'vitest';
import { createKeyLimiter } from './key-limiter.ts';

describe('createKeyLimiter', () => {
  it('allows max starts per window per key, then refuses until the window slides', () => {
    let t = 0;
    const l = createKeyLimiter({ max: 3, windowMs: 1000, concurrent: 10, total: 10 }, () => t);
    for (let i = 0; i < 3; i++) {
      const r = l.acquire('a');
      expect('release' in r).toBe(true);
      if ('release' in r) r.release();
      t += 100;
    }
    expect(l.acquire('a')).toEqual({ refused: 'often' });
    // another key has its own window
    expect('release' in l.acquire('b')).toBe(true);
    // the first start (t=0) leaves the window at t=1000
    t = 1000;
    expect('release' in l.acquire('a')).toBe(true);
  });

  it('limits uses at once per key and over all keys; release is idempotent', () => {
    const l = createKeyLimiter({ max: 100, windowMs: 1000, concurrent: 2, total: 3 }, () => 0);
    const a1 = l.acquire('a');
    const a2 = l.acquire('a');
    expect(l.acquire('a')).toEqual({ refused: 'busy' });
    const b1 = l.acquire('b');
    expect(l.active).toBe(3);
    expect(l.acquire('c')).toEqual({ refused: 'busy' });
    if ('release' in a1) {
      a1.release();
      a1.release();
    }
    expect(l.active).toBe(2);
    expect('release' in l.acquire('c')).toBe(true);
    expect('release' in a2 && 'release' in b1).toBe(true);
  });

  it('forgets idle keys once the map is full', () => {
    let t = 0;
    const l = createKeyLimiter({ max: 5, windowMs: 10, concurrent: 1, total: 100, maxKeys: 4 }, () => t);
    for (const k of ['a', 'b', 'c', 'd']) {
      const r = l.acquire(k);
      if ('release' in r) r.release();
    }
    expect(l.size).toBe(4);
    t = 100;
    l.acquire('e');
    expect(l.size).toBe(1);
  });
});
