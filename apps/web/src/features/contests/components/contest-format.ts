import { ContestState, contestStateLabels } from '@hz/contract/common/states';
import { formatYuan } from '../../../lib/format.ts';

/** How the screens speak of a contest (their own words; the contract's labels for the states). */

export const yuan = (n: number) => `¥${formatYuan(n)}`;

export const contestStateLabel = (status: string) => contestStateLabels[status as ContestState] ?? status;

/** The tag colour of a state. */
export function contestStateColor(status: string): string {
  switch (status) {
    case ContestState.open:
      return 'blue';
    case ContestState.selecting:
    case ContestState.judging:
    case ContestState.finalist:
      return 'orange';
    case ContestState.handover:
    case ContestState.delivered:
      return 'purple';
    case ContestState.completed:
      return 'green';
    case ContestState.disputed:
      return 'red';
    default:
      return 'default';
  }
}

/** `担保 · 暗标 · 入围3名`: the contest's rules in one line. */
export const rulesText = (c: { guarantee: boolean; blind: boolean; finals: number }) =>
  [
    c.guarantee ? '担保（奖金一定发放）' : '不担保',
    c.blind ? '暗标（参赛者只看得到自己的稿件）' : '明标',
    c.finals ? `入围${c.finals}名` : '无入围环节',
  ].join(' · ');

/** `第1名 60%`: a place's words. */
export const placeName = (place: number) => `第${place}名`;

/** An ISO instant as China time `2026-12-06 18:00` ('' stays ''). */
export function chinaMinute(iso: string): string {
  if (!iso) return '';
  const d = new Date(Date.parse(iso) + 8 * 3600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
}

/** The booth in one line, after its city when the contest says: `上海 · 54㎡ · 2面开口 · 单层 · 现代简约`. */
export const boothFacts = (c: {
  city?: string;
  sizes: number;
  opens: number;
  layer: number;
  style: string;
}) =>
  [c.city, `${c.sizes}㎡`, `${c.opens}面开口`, c.layer === 2 ? '双层' : '单层', c.style]
    .filter(Boolean)
    .join(' · ');
