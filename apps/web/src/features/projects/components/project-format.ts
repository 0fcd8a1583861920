import { ProjectState, projectStateLabels, QuoteState, quoteStateLabels } from '@hz/contract/common/states';
import { yuanText } from '../../../lib/numbers.ts';

/** How the screens speak of a build project (the contract's labels for the states). */

export const layerLabel = (layer: number) => (layer === 2 ? '双层' : '单层');

export const projectStateLabel = (s: string) => projectStateLabels[s as ProjectState] ?? s;
export const quoteStateLabel = (s: string) => quoteStateLabels[s as QuoteState] ?? s;

export function projectStateColor(s: string): string {
  switch (s) {
    case ProjectState.open:
      return 'blue';
    case ProjectState.won:
    case ProjectState.signed:
      return 'orange';
    case ProjectState.building:
      return 'cyan';
    case ProjectState.reported:
      return 'purple';
    case ProjectState.accepted:
      return 'green';
    default:
      return 'default';
  }
}

/** `¥4,800.00` without Intl (the halls and deal pages are server-rendered: lib/numbers.ts). */
export const yuan = yuanText;

interface Facts {
  length: number;
  width: number;
  height: number;
  areas: number;
  opens: number;
  layer: number;
}

/** `9 × 6 × 4.5米 · 54㎡ · 2面开口 · 单层`. */
export const boothFacts = (p: Facts) =>
  `${p.length} × ${p.width} × ${p.height}米 · ${p.areas}㎡ · ${p.opens}面开口 · ${layerLabel(p.layer)}`;

export const quoteStateColor = (s: string) =>
  s === QuoteState.won ? 'green' : s === QuoteState.lost ? 'default' : 'blue';

/** `深圳市 · 2027 深圳国际新能源汽车展览会 · 9号馆 9B08`. */
export const placeFacts = (p: { city: string; showname: string; hall: string; booth: string }) =>
  [p.city, p.showname, [p.hall, p.booth].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/** Today in China (business time), `YYYY-MM-DD`. */
export const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
