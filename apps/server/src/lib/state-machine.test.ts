import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { defineMachine } from './state-machine.ts';

type S = 'open' | 'selecting' | 'closed';
const m = defineMachine<S, 'select' | 'close' | 'reopen', 'client' | 'operator'>(
  'task',
  [
    { from: ['open'], action: 'select', actor: 'client', to: 'selecting' },
    { from: ['open', 'selecting'], action: 'close', actor: 'client', to: 'closed' },
    { from: ['open', 'selecting', 'closed'], action: 'close', actor: 'operator', to: 'closed' },
    { from: ['selecting'], action: 'reopen', actor: 'client', to: 'open' },
  ],
  { conflict: '状态已变化', forbidden: '无权操作' },
);

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? { code: e.code, message: e.message } : { code: 'other', message: '' };
  }
  return null;
};

describe('defineMachine', () => {
  it('allows exactly the rows of its table, for every (state, action, actor)', () => {
    const states: S[] = ['open', 'selecting', 'closed'];
    const actions = ['select', 'close', 'reopen'] as const;
    const actors = ['client', 'operator'] as const;
    for (const from of states)
      for (const action of actions)
        for (const actor of actors) {
          const row = m.transitions.find(
            (t) => t.action === action && t.actor === actor && t.from.includes(from),
          );
          const got = refusal(() => m.next(from, action, actor));
          if (row) {
            expect(got).toBeNull();
            expect(m.next(from, action, actor)).toBe(row.to);
            expect(m.find(from, action, actor)).toBe(row);
          } else {
            expect(m.find(from, action, actor)).toBeNull();
            // never allowed for this actor → forbidden; allowed from elsewhere → state_conflict
            const allowedSomewhere = m.transitions.some((t) => t.action === action && t.actor === actor);
            expect(got?.code).toBe(allowedSomewhere ? 'state_conflict' : 'forbidden');
            expect(got?.message).toBe(allowedSomewhere ? '状态已变化' : '无权操作');
          }
        }
  });

  it('gives the guarded update its source states and its target', () => {
    expect(m.edge('close', 'client')).toEqual({ from: ['open', 'selecting'], to: 'closed' });
    expect(m.edge('close', 'operator')).toEqual({ from: ['open', 'selecting', 'closed'], to: 'closed' });
    expect(m.edge('select', 'operator')).toBeNull();
  });

  it('merges rows of one action and actor, and refuses a table where they lead to two states', () => {
    const merged = defineMachine<S, 'close', 'client'>(
      'x',
      [
        { from: ['open'], action: 'close', actor: 'client', to: 'closed' },
        { from: ['selecting', 'open'], action: 'close', actor: 'client', to: 'closed' },
      ],
      { conflict: '' },
    );
    expect(merged.edge('close', 'client')).toEqual({ from: ['open', 'selecting'], to: 'closed' });
    expect(() =>
      defineMachine<S, 'close', 'client'>(
        'bad',
        [
          { from: ['open'], action: 'close', actor: 'client', to: 'closed' },
          { from: ['selecting'], action: 'close', actor: 'client', to: 'open' },
        ],
        { conflict: '' },
      ),
    ).toThrow(/leads to both/);
  });
});
