import { itemLinks } from '@hz/contract/common/links';
import type { ComplaintKindDef } from '../complaints/complaints-kinds.ts';
import type { TasksService } from './tasks-service.ts';

/**
 * Design tasks as a kind of complaint (decision 023): the client against the designer, the fee in
 * escrow. `conversation` is the hook for the per-task conversation (built apart): pass its reader here
 * when it lands and the complaint shows it beside the deliveries and the timeline.
 */
export function taskComplaintKind(
  tasks: TasksService,
  conversation?: ComplaintKindDef['conversation'],
): ComplaintKindDef {
  return {
    kind: 'task',
    providerName: '设计师',
    link: (id) => itemLinks.task(id),
    load: (tx, id, lock) => tasks.complaintDeal(tx, id, lock),
    open: (tx, id, by) => tasks.complaintOpen(tx, id, by),
    decide: (tx, id, d) => tasks.complaintDecide(tx, id, d),
    evidence: (tx, id) => tasks.complaintEvidence(tx, id),
    conversation,
  };
}
