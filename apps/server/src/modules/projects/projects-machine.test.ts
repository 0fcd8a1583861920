import { projectStateValues } from '@hz/contract/common/states';
import { describe, expect, it } from 'vitest';
import { expectTransitionTable } from '../../../test/machine-table.ts';
import { projectActions, projectActors, projectMachine } from './projects-machine.ts';

// The table as DESIGN §5 and decisions 028 and 035 state it: written out again here, so a change to the machine
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
  // complaints (decision 035)
  'signed complain client': 'disputed',
  'building complain client': 'disputed',
  'reported complain client': 'disputed',
  'signed complain factory': 'disputed',
  'building complain factory': 'disputed',
  'reported complain factory': 'disputed',
  'disputed decideRelease operator': 'accepted',
  'disputed decideRefund operator': 'closed',
  'disputed decideSplit operator': 'closed',
};

describe('projectMachine', () => {
  it('allows exactly the listed transitions for every (state, action, actor)', () => {
    expectTransitionTable(
      projectMachine,
      { states: projectStateValues, actions: projectActions, actors: projectActors },
      expected,
    );
  });

  it('never leaves closed, and awards only from open', () => {
    for (const t of projectMachine.transitions) expect(t.from).not.toContain('closed');
    expect(projectMachine.edge('award', 'client')?.from).toEqual(['open']);
  });
});
