import { itemLinks } from '@hz/contract/common/links';
import { TASK_TIMERS } from '@hz/contract/tasks';
import { moneyText } from '../../lib/money.ts';
import { dealNotices } from '../deals/deal-notices.ts';

/**
 * The design task's entries of the event catalogue (decision 043): for each event a task action raises,
 * who is told what. The actions say what happened (`deal.tell(tx, t, 'paid', …)`); the words are here.
 */

const yuan = (fen: number) => `${moneyText(fen)}`;
/** What a settlement paid: the gross, the platform's fee and what the designer got (fen). */
type Settled = { fee: number; commission: number; net: number };
const settledText = (s: Settled) =>
  `设计费 ${yuan(s.fee)}，平台服务费 ${yuan(s.commission)}，实得 ${yuan(s.net)}`;

/** Each event's own data (besides the task's title and its two sides). */
export interface TaskEvents {
  applied: { fee: number };
  selected: { fee: number };
  confirmed: { fee: number };
  declined: Record<string, never>;
  confirmLapsed: Record<string, never>;
  payLapsed: Record<string, never>;
  orderLapsed: Record<string, never>;
  paid: { fee: number; deadline: string; others: number[] };
  delivered: { n: number };
  revised: { n: number; rounds: number; conts: string };
  acceptReminder: Record<string, never>;
  deadlineReminder: { deadline: string };
  accepted: Settled;
  autoAccepted: Settled;
  edited: Record<string, never>;
  closed: Record<string, never>;
  cancelProposed: { by: 'client' | 'designer'; fee: number };
  cancelled: { fee: number };
  invited: { designer: number; cost: number; sizes: number };
  ordered: { service: string; fee: number };
  orderRefused: { reason: string };
}

export const taskNotices = dealNotices<TaskEvents>('task', itemLinks.task, {
  applied: (d) => [
    [d.client, '有设计师报名', `有设计师报名了您的任务，报价 ${yuan(d.fee)}，请查看并选择设计师。`],
  ],
  selected: (d) => [
    [
      d.provider,
      '您被选为设计师',
      `客户选择了您的方案（报价 ${yuan(d.fee)}），请在${TASK_TIMERS.confirmHours}小时内确认接单。`,
    ],
  ],
  confirmed: (d) => [
    [
      d.client,
      '设计师已确认接单',
      `设计师已确认接单，请在${TASK_TIMERS.payHours}小时内托管设计费 ${yuan(d.fee)}。`,
    ],
  ],
  declined: (d) => [
    [d.client, '设计师谢绝了选定', '设计师谢绝了本次选定，任务已回到招募中，请重新选择设计师。'],
  ],
  confirmLapsed: (d) => lapsed(d, '设计师未在48小时内确认'),
  payLapsed: (d) => lapsed(d, '未在72小时内托管设计费'),
  orderLapsed: (d) => [
    [d.client, '订单已关闭', '未在72小时内托管设计费，订单已关闭，如仍需要可重新下单。'],
    [d.provider, '订单已关闭', '客户未在72小时内托管设计费，订单已关闭。'],
  ],
  paid: (d) => [
    [
      d.provider,
      '设计费已托管，请开始设计',
      `客户已将设计费 ${yuan(d.fee)} 托管到平台，请在 ${d.deadline} 前提交设计成果；客户验收后设计费（扣除平台服务费）结算到您的余额。`,
    ],
    ...d.others.map((to): [number, string, string] => [
      to,
      '任务已由其他设计师承接',
      '感谢您的报名！该任务已由其他设计师承接，期待您在其他任务中大展身手。',
    ]),
  ],
  delivered: (d) => [
    [d.client, '设计师已交付', `设计师提交了第${d.n}版设计成果，请在7天内验收或要求修改，逾期将自动验收。`],
  ],
  revised: (d) => [[d.provider, '客户要求修改', `客户要求修改（第${d.n}次，共${d.rounds}次）：${d.conts}`]],
  deadlineReminder: (d) => [[d.provider, '明天设计截止', `设计截止日为${d.deadline}，请按时提交设计成果。`]],
  acceptReminder: (d) => [
    [d.client, '请尽快验收', '设计成果已交付5天，2天后将自动验收，如需修改请尽快提出。'],
  ],
  accepted: (d) => [
    [
      d.provider,
      '客户已验收',
      `客户已验收您的设计成果，设计的使用权归客户所有。${settledText(d)}，已结算到您的余额。`,
    ],
  ],
  autoAccepted: (d) => [
    [
      d.client,
      '任务已自动验收',
      `交付后7天内未处理，已自动验收，设计费 ${yuan(d.fee)} 已从托管支付给设计师。`,
    ],
    [d.provider, '任务已自动验收', `客户7天内未处理，已自动验收。${settledText(d)}，已结算到您的余额。`],
  ],
  edited: (d) => [[d.provider, '需求已修改', '客户修改了需求，本次选定已取消，任务重新审核后继续招募。']],
  closed: (d) => [[d.provider, '任务已关闭', '客户已关闭该任务。']],
  cancelProposed: (d) => [
    [
      d.by === 'client' ? d.provider : d.client,
      '对方提出协商取消',
      `对方提出取消该任务，同意后托管的设计费 ${yuan(d.fee)} 将全额退回客户。`,
    ],
  ],
  cancelled: (d) => [
    [d.client, '任务已协商取消', `双方已同意取消该任务，托管的设计费 ${yuan(d.fee)} 已全额退回您的余额。`],
    [d.provider, '任务已协商取消', `双方已同意取消该任务，托管的设计费 ${yuan(d.fee)} 已全额退回客户。`],
  ],
  invited: (d) => [
    [
      d.designer,
      '客户邀请您参与设计任务',
      `客户邀请您报名该任务（设计费 ${yuan(d.cost)}，${d.sizes}㎡），查看需求后即可报名。`,
    ],
  ],
  ordered: (d) => [
    [
      d.provider,
      '您的设计服务有新订单',
      `客户购买了您的设计服务「${d.service}」（${yuan(d.fee)}），客户托管设计费后即可开始设计。`,
    ],
    [
      d.client,
      '请托管设计费',
      `您已下单设计服务「${d.service}」，请在72小时内托管设计费 ${yuan(d.fee)}，逾期订单将关闭。`,
    ],
  ],
  orderRefused: (d) => [
    [
      d.client,
      '设计师无法承接您的订单',
      `设计师拒绝了该订单${d.reason ? `（原因：${d.reason}）` : ''}，订单已关闭，未产生任何费用。您可以发布设计任务，或选择其他设计师的服务。`,
    ],
  ],
});

function lapsed(d: { client: number; provider: number | null }, why: string) {
  return [
    [d.client, '选定已失效', `${why}，任务已回到招募中，您可以重新选择设计师。`],
    [d.provider, '选定已失效', `${why}，本次选定已失效。`],
  ] as [number | null, string, string][];
}
