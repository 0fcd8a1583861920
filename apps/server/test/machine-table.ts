import { expect } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import type { Machine } from '../src/lib/state-machine.ts';

/**
 * Tries every (state, action, actor) on `machine`: exactly the rows of `expected` (`'from action actor'`
 * → next state, written out again in the test so that a change to the machine is a change to its test)
 * succeed; every other try is refused, `state_conflict` when the action is the actor's from some other
 * state and `forbidden` when it is never theirs.
 */
export function expectTransitionTable<S extends string, A extends string, R extends string>(
  machine: Machine<S, A, R>,
  space: { states: readonly S[]; actions: readonly A[]; actors: readonly R[] },
  expected: Record<string, string>,
) {
  const outcome = (f: () => unknown): string => {
    try {
      return String(f());
    } catch (e) {
      if (e instanceof AppError) return e.code;
      throw e;
    }
  };
  let allowed = 0;
  for (const from of space.states)
    for (const action of space.actions)
      for (const actor of space.actors) {
        const key = `${from} ${action} ${actor}`;
        const got = outcome(() => machine.next(from, action, actor));
        const want = expected[key];
        if (want) {
          allowed += 1;
          expect(got, key).toBe(want);
        } else {
          const somewhere = machine.edge(action, actor) !== null;
          expect(got, key).toBe(somewhere ? 'state_conflict' : 'forbidden');
        }
      }
  expect(allowed).toBe(Object.keys(expected).length);
}
