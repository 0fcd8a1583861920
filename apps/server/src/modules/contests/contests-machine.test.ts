import { contestStateValues } from '@hz/contract/common/states';
import { describe, expect, it } from 'vitest';
import { expectTransitionTable } from '../../../test/machine-table.ts';
import { contestActions, contestActors, contestMachine } from './contests-machine.ts';

// The table as issue 30 and decision 054 state it, written out again: a change to the machine is a
// change to this test too. Every (state, action, actor) not listed is refused.
const expected: Record<string, string> = {
  'open entriesClose system': 'selecting',
  'open noEntries system': 'empty',
  'empty extend client': 'open',
  'open close client': 'closed',
  'empty close client': 'closed',
  'empty emptyLapse system': 'closed',
  'selecting nameFinalists client': 'finalist',
  'finalist reviseEnd system': 'judging',
  'selecting choose client': 'handover',
  'judging choose client': 'handover',
  'selecting refundLapse system': 'closed',
  'finalist refundLapse system': 'closed',
  'judging refundLapse system': 'closed',
  'selecting splitLapse system': 'completed',
  'finalist splitLapse system': 'completed',
  'judging splitLapse system': 'completed',
  'handover handover winner': 'delivered',
  'handover handoverLapse system': 'delivered',
  'handover handoverVoid system': 'closed',
  'delivered accept client': 'completed',
  'delivered autoAccept system': 'completed',
  'delivered complain client': 'disputed',
  'delivered complain winner': 'disputed',
  'disputed decideResume operator': 'delivered',
  'disputed decideComplete operator': 'completed',
  'disputed decideClose operator': 'closed',
};

describe('contestMachine', () => {
  it('allows exactly the listed transitions for every (state, action, actor)', () => {
    expectTransitionTable(
      contestMachine,
      { states: contestStateValues, actions: contestActions, actors: contestActors },
      expected,
    );
  });

  it('never leaves completed or closed, and a member never closes a contest after its entries closed', () => {
    for (const t of contestMachine.transitions) {
      expect(t.from).not.toContain('completed');
      expect(t.from).not.toContain('closed');
    }
    expect(contestMachine.edge('close', 'client')?.from).toEqual(['open', 'empty']);
  });
});
