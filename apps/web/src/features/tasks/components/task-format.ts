import { TaskState, taskStateLabels } from '@hz/contract/common/states';
import { yuanText } from '../../../lib/numbers.ts';

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
/** The booth in one line, after the city it is built in when the task says (decision 050). */
export const boothFacts = (t: {
  city?: string;
  sizes: number;
  opens: number;
  layer: number;
  style: string;
}) => [t.city, `${t.sizes}㎡`, `${t.opens}面开口`, layerLabel(t.layer), t.style].filter(Boolean).join(' · ');

/** `¥4,800.00` without Intl (the halls and deal pages are server-rendered: lib/numbers.ts). */
export const yuan = yuanText;

/** The fee a party sees: the agreed one once there is one, else the one offered. */
export const feeOf = (t: { cost: number; fee: number }) => (t.fee > 0 ? t.fee : t.cost);

/** Today in China (business time), `YYYY-MM-DD`. */
export const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
