import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { AnswerCache } from '../search/answer-cache.ts';
import type { TasksService } from './tasks-service.ts';

export function registerTasksRoutes(
  app: FastifyInstance,
  deps: { tasks: TasksService; answers: AnswerCache },
) {
  const { tasks, answers } = deps;
  // client
  defineCall(app, 'Taskcenter/businesTaskPub', (b, { member }) => tasks.publish(member, b));
  defineCall(app, 'Taskcenter/taskDraftSave', (b, { member }) => tasks.saveDraft(member, b));
  defineCall(app, 'Taskcenter/taskDraftInfo', (_b, { member }) => tasks.draftInfo(member));
  defineCall(app, 'Taskcenter/taskDraftDelete', (_b, { member }) => tasks.deleteDraft(member));
  defineCall(app, 'Taskcenter/businesTaskEdit', (b, { member }) => tasks.edit(member, b));
  defineCall(app, 'Taskcenter/businesTaskInfo', async (b, { req }) =>
    tasks.info(b.id, (await req.member()) ?? null),
  );
  defineCall(app, 'Taskcenter/businesTaskList', (b, { member }) => tasks.list(member, b));
  defineCall(app, 'Taskcenter/businesTaskOngoing', (b, { member }) => tasks.ongoing(member, b));
  defineCall(app, 'Taskcenter/businesTaskClose', (b, { member }) => tasks.close(member, b.id));
  defineCall(app, 'Taskcenter/designerList', (b, { member }) => tasks.applicants(member, b.id));
  defineCall(app, 'Taskcenter/showDesignerDoc', (b, { member }) => tasks.showDoc(member, b.id));
  defineCall(app, 'Taskcenter/selectDesigner', (b, { member }) => tasks.select(member, b));
  defineCall(app, 'Taskcenter/payDesignerFee', (b, { member }) => tasks.pay(member, b));
  defineCall(app, 'Taskcenter/businesTaskAccept', (b, { member }) => tasks.accept(member, b));
  defineCall(app, 'Taskcenter/businesTaskRevise', (b, { member }) => tasks.revise(member, b));
  // designer
  // public, the body alone decides it: reused while the tasks are unchanged (decision 065)
  defineCall(app, 'Taskcenter/designerTaskHall', (b) =>
    answers.answer('tasks', 'designerTaskHall', b, () => tasks.hall(b)),
  );
  defineCall(app, 'Taskcenter/designerApply', (b, { member }) => tasks.apply(member, b));
  defineCall(app, 'Taskcenter/designerTaskList', (b, { member }) => tasks.designerTasks(member, b));
  defineCall(app, 'Taskcenter/confirmDesigner', (b, { member }) => tasks.confirm(member, b));
  defineCall(app, 'Taskcenter/designerDeliver', (b, { member }) => tasks.deliver(member, b));
  // both
  defineCall(app, 'Taskcenter/winnerInfo', (b, { member }) => tasks.winner(member, b.id));
  defineCall(app, 'Taskcenter/taskCancel', (b, { member }) => tasks.cancel(member, b.id));
  defineCall(app, 'Taskcenter/taskTalkList', (b, { member }) => tasks.talkList(member, b));
  defineCall(app, 'Taskcenter/taskTalkSend', (b, { member }) => tasks.talkSend(member, b));
  // invitations and ordering (decision 025)
  defineCall(app, 'Taskcenter/inviteDesigner', (b, { member }) => tasks.invite(member, b));
  defineCall(app, 'Taskcenter/orderService', (b, { member }) => tasks.order(member, b));
  defineCall(app, 'Taskcenter/refuseOrder', (b, { member }) => tasks.refuseOrder(member, b));
}
