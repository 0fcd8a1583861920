import { TaskState as S, VerifyState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import {
  MAX_TASK_FEE_FEN,
  MIN_TASK_FEE_FEN,
  TASK_TIMERS,
  type orderServiceBody,
  serviceOrderTerms,
} from '@hz/contract/tasks';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import { chinaParts } from '../../../lib/china-time.ts';
import { moneyText } from '../../../lib/money.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { TASK_JOBS, type TaskDeps } from '../tasks-deal.ts';
import { checkTaskBody, checkTaskFiles, checkTaskShow, newTaskOrders } from '../tasks-fields.ts';
import * as repo from '../tasks-repository.ts';
import { rereadTask } from '../tasks-views.ts';

const DAY = 86_400_000;
type Member = Pick<SessionMember, 'id' | 'personauth' | 'businsauth'>;

/**
 * `orderService`: orders a designer's approved design service (decision 025): a private task already
 * `confirmed` with that designer at the service's price, deliverables and rounds, for a booth within its area
 * range; the client pays it into escrow within 72 hours.
 */
export async function orderService(d: TaskDeps, member: Member, b: z.infer<typeof orderServiceBody>) {
  const { serviceTerms } = d;
  if (!serviceTerms) throw new AppError('not_found', '服务不存在或未通过审核');
  if (member.personauth !== VerifyState.approved && member.businsauth !== VerifyState.approved)
    throw new AppError('not_verified', '购买设计服务需先完成实名认证或企业认证');
  const { id: serviceId, ...fields } = b;
  return d.deal.run(async (tx) => {
    const s = await serviceTerms(tx, serviceId);
    if (s?.memberId === member.id) throw new AppError('forbidden', '不能购买自己发布的服务');
    if (!s?.isPublic) throw new AppError('not_found', '服务不存在或未通过审核');
    if (s.type !== 'design') throw new AppError('state_conflict', '这里只能购买设计服务');
    if (s.negotiable)
      throw new AppError('state_conflict', '该服务价格面议，请发布设计任务后邀请该设计师报名');
    if (s.price < MIN_TASK_FEE_FEN || s.price > MAX_TASK_FEE_FEN)
      throw new AppError(
        'state_conflict',
        `设计服务价格需在 ${moneyText(MIN_TASK_FEE_FEN)} 至 ${moneyText(MAX_TASK_FEE_FEN)} 之间才能直接下单`,
      );
    if (!s.personVerified) throw new AppError('state_conflict', '该设计师暂不能接单');
    if (fields.sizes < s.areaMin || fields.sizes > s.areaMax)
      throw fieldError(
        'sizes',
        `该服务适用面积为${s.areaMin === s.areaMax ? s.areaMin : `${s.areaMin}–${s.areaMax}`}㎡`,
      );
    // what the service fixes is the service's: its price, its deliverables and rounds
    const f = checkTaskBody({ ...fields, ...serviceOrderTerms(s.includes), cost: s.price });
    const ddate = chinaParts(new Date(Date.now() + s.days * DAY)).date;
    if (ddate > f.deadline)
      throw fieldError('deadline', `该服务交付周期为${s.days}天，设计截止日期不能早于 ${ddate}`);
    await checkTaskFiles(tx, member.id, f.attach, 'attach');
    await checkTaskShow(d, tx, f);
    const payMs = TASK_TIMERS.payHours * 3_600_000;
    const id = await repo.insertOrderedTask(tx, {
      memberId: member.id,
      orders: newTaskOrders(),
      fields: f,
      designerId: s.memberId,
      fee: s.price,
      serviceId: s.id,
      payMs,
      apply: { conts: `按设计服务「${s.title}」下单，${s.days}天交付。`, ddate },
    });
    await repo.addOrbit(tx, {
      taskId: id,
      action: 'order',
      actor: 'client',
      actorId: member.id,
      state: S.confirmed,
      note: `设计服务「${s.title}」 ${moneyText(s.price)}`,
    });
    const t = await d.deal.load(tx, id);
    await d.deal.timer(tx, TASK_JOBS.payLapse, t, t.rev, { delayMs: payMs });
    await d.deal.tell(tx, t, 'ordered', member.id, { service: s.title, fee: s.price });
    return rereadTask(tx, d.deal, id, member);
  });
}
