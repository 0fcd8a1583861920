import { ReviewState, TaskState, taskStateLabels } from '@hz/contract/common/states';
import { formatChinaTime, formatYuan } from '../../../lib/format.ts';

/** How the screens speak of a task (their own words; the contract's labels for the states). */

export const layerLabel = (layer: number) => (layer === 2 ? '双层' : '单层');

export const stateLabel = (status: string) => taskStateLabels[status as TaskState] ?? status;

/** The tag colour of a state. */
export function stateColor(status: string): string {
  switch (status) {
    case TaskState.open:
      return 'blue';
    case TaskState.selecting:
    case TaskState.confirmed:
      return 'orange';
    case TaskState.ongoing:
      return 'cyan';
    case TaskState.delivered:
      return 'purple';
    case TaskState.completed:
      return 'green';
    case TaskState.disputed:
      return 'red';
    default:
      return 'default';
  }
}

/** `54㎡ · 2面开口 · 单层 · 现代简约`. */
export const boothFacts = (t: { sizes: number; opens: number; layer: number; style: string }) =>
  `${t.sizes}㎡ · ${t.opens}面开口 · ${layerLabel(t.layer)} · ${t.style}`;

export const yuan = (n: number) => `¥${formatYuan(n)}`;

/** The fee a party sees: the agreed one once there is one, else the one offered. */
export const feeOf = (t: { cost: number; fee: number }) => (t.fee > 0 ? t.fee : t.cost);

/** Today in China (business time), `YYYY-MM-DD`. */
export const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

const until = (due: string) => (due ? `，截止 ${formatChinaTime(due)}` : '');

export type Side = 'client' | 'designer';

/**
 * What must happen next on a task, and by whom and when, for one side (`client` the publisher,
 * `designer` the selected designer); '' when nothing is waiting.
 */
export function nextStep(
  t: { status: string; checked: number; due: string; applied?: number; service?: number },
  side: Side,
): string {
  const c = side === 'client';
  switch (t.status) {
    case TaskState.open:
      if (t.checked === ReviewState.pending) return c ? '等待平台审核，审核通过后设计师即可报名' : '';
      if (t.checked === ReviewState.rejected) return c ? '审核未通过，请按审核意见修改后重新提交' : '';
      return c
        ? t.applied
          ? `已有${t.applied}位设计师报名，请比较方案后选定一位`
          : '等待设计师报名'
        : '等待发布方选定设计师';
    case TaskState.selecting:
      return c
        ? `等待设计师确认接单${until(t.due)}，逾期未确认将自动取消选定`
        : `请确认是否接单${until(t.due)}，逾期将自动放弃`;
    case TaskState.confirmed:
      // an ordered design service closes when unpaid (decision 025); its designer may refuse it (029)
      if (t.service)
        return c
          ? `请托管设计费${until(t.due)}，逾期订单将关闭`
          : `等待客户托管设计费${until(t.due)}；如无法承接，可拒绝订单`;
      return c
        ? `请托管设计费${until(t.due)}，逾期任务将回到选人阶段`
        : `等待发布方托管设计费${until(t.due)}`;
    case TaskState.ongoing:
      return c ? '设计师正在设计，等待提交成果' : '请按约定完成设计并提交成果';
    case TaskState.delivered:
      return c
        ? `请验收设计成果或要求修改${until(t.due)}，逾期将自动验收`
        : `等待发布方验收${until(t.due)}，逾期将自动验收`;
    case TaskState.completed:
      return '任务已完成';
    case TaskState.closed:
      return '任务已关闭';
    case TaskState.disputed:
      return '投诉处理中，请等待平台处理';
    default:
      return '';
  }
}
