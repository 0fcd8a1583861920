import { projectStateValues } from '@hz/contract/common/states';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { projectActions, projectActors, projectMachine } from './projects-machine.ts';

// The table as DESIGN §5 and decision 028 state it: written out again here, so a change to the machine
// is a change to this test too.
const expected: Record<string, string> = {
  'open edit client': 'open',
  'open award client': 'won',
  'open close client': 'closed',
  'won sign system': 'signed',
  'signed start system': 'building',
  'building report factory': 'reported',
  'reported accept client': 'accepted',
  'reported autoAccept system': 'accepted',
  'accepted finish system': 'closed',
};

function outcome(f: () => unknown): string {
  try {
    return String(f());
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

describe('projectMachine', () => {
  it('allows exactly the listed transitions for every (state, action, actor)', () => {
    let allowed = 0;
    for (const from of projectStateValues)
      for (const action of projectActions)
        for (const actor of projectActors) {
          const key = `${from} ${action} ${actor}`;
          const got = outcome(() => projectMachine.next(from, action, actor));
          const want = expected[key];
          if (want) {
            allowed += 1;
            expect(got, key).toBe(want);
          } else {
            const somewhere = projectMachine.edge(action, actor) !== null;
            expect(got, key).toBe(somewhere ? 'state_conflict' : 'forbidden');
          }
        }
    expect(allowed).toBe(Object.keys(expected).length);
  });

  it('never leaves closed, and awards only from open', () => {
    for (const t of projectMachine.transitions) expect(t.from).not.toContain('closed');
    expect(projectMachine.edge('award', 'client')?.from).toEqual(['open']);
  });
});
