import type { TaskPubBody } from '@hz/contract/tasks';
import type { Transaction as Tx } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { SessionMember } from '../members/session-member.ts';
import { acceptDesign } from './actions/accept.ts';
import { applicants } from './actions/applicants.ts';
import { applyToTask } from './actions/apply.ts';
import { cancelTask } from './actions/cancel.ts';
import { clientTasks, clientTasksOngoing } from './actions/client-tasks.ts';
import { closeTask } from './actions/close.ts';
import { confirmDesigner } from './actions/confirm.ts';
import { taskContacts } from './actions/contacts.ts';
import { deliverDesign } from './actions/deliver.ts';
import { deleteTaskDraft, saveTaskDraft, taskDraftInfo } from './actions/drafts.ts';
import { designerTasks } from './actions/designer-tasks.ts';
import { editTask } from './actions/edit.ts';
import { inviteDesigner } from './actions/invite.ts';
import { orderService } from './actions/order-service.ts';
import { payFee } from './actions/pay-fee.ts';
import { publishTask } from './actions/publish.ts';
import { refuseOrder } from './actions/refuse-order.ts';
import { reviseDesign } from './actions/revise.ts';
import { selectDesigner } from './actions/select.ts';
import { showProposal } from './actions/show-proposal.ts';
import { talkList } from './actions/talk-list.ts';
import { talkSend } from './actions/talk-send.ts';
import { taskHall } from './actions/task-hall.ts';
import { taskInfoFor } from './actions/task-info.ts';
import { taskReviewSubject } from './tasks-complaints.ts';
import type { ActionBody } from '../deals/deal-kernel.ts';
import type { TaskDeps } from './tasks-deal.ts';

type Member = Pick<SessionMember, 'id' | 'personauth' | 'businsauth'>;

/**
 * Design tasks (issue 13; docs/domains/tasks.md; decisions 021, 043): each call is one file under
 * `actions/`, given the module's dependencies, the member and the body. This only wires them.
 */
export function createTasksService(d: TaskDeps) {
  return {
    publish: (m: Member, b: TaskPubBody) => publishTask(d, m, b),
    saveDraft: (m: Member, b: ActionBody<typeof saveTaskDraft>) => saveTaskDraft(d, m, b),
    draftInfo: (m: Member) => taskDraftInfo(d, m),
    deleteDraft: (m: Member) => deleteTaskDraft(d, m),
    edit: (m: Member, b: ActionBody<typeof editTask>) => editTask(d, m, b),
    info: (id: number, viewer: Viewer) => taskInfoFor(d, id, viewer),
    list: (m: Member, b: ActionBody<typeof clientTasks>) => clientTasks(d, m, b),
    ongoing: (m: Member, b: ActionBody<typeof clientTasksOngoing>) => clientTasksOngoing(d, m, b),
    close: (m: Member, id: number) => closeTask(d, m, id),
    hall: (b: Parameters<typeof taskHall>[1]) => taskHall(d, b),
    apply: (m: Member, b: ActionBody<typeof applyToTask>) => applyToTask(d, m, b),
    designerTasks: (m: Member, b: ActionBody<typeof designerTasks>) => designerTasks(d, m, b),
    applicants: (m: Member, id: number) => applicants(d, m, id),
    showDoc: (m: Member, applyId: number) => showProposal(d, m, applyId),
    select: (m: Member, b: ActionBody<typeof selectDesigner>) => selectDesigner(d, m, b),
    confirm: (m: Member, b: ActionBody<typeof confirmDesigner>) => confirmDesigner(d, m, b),
    pay: (m: Member, b: ActionBody<typeof payFee>) => payFee(d, m, b),
    winner: (m: Member, id: number) => taskContacts(d, m, id),
    deliver: (m: Member, b: ActionBody<typeof deliverDesign>) => deliverDesign(d, m, b),
    accept: (m: Member, b: ActionBody<typeof acceptDesign>) => acceptDesign(d, m, b),
    revise: (m: Member, b: ActionBody<typeof reviseDesign>) => reviseDesign(d, m, b),
    cancel: (m: Member, id: number) => cancelTask(d, m, id),
    talkList: (m: Member, b: ActionBody<typeof talkList>) => talkList(d, m, b),
    talkSend: (m: Member, b: ActionBody<typeof talkSend>) => talkSend(d, m, b),
    invite: (m: Member, b: ActionBody<typeof inviteDesigner>) => inviteDesigner(d, m, b),
    order: (m: Member, b: ActionBody<typeof orderService>) => orderService(d, m, b),
    refuseOrder: (m: Member, b: ActionBody<typeof refuseOrder>) => refuseOrder(d, m, b),
    /** The task as the reviews module sees it (decision 024). */
    reviewSubject: (tx: Tx, id: number, lock: boolean) => taskReviewSubject(d, tx, id, lock),
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
