import {
  ProjectState,
  projectStateLabels,
  QuoteState,
  quoteStateLabels,
  ReviewState,
} from '@hz/contract/common/states';
import { formatYuan } from '../../../lib/format.ts';

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

export const yuan = (n: number) => `¥${formatYuan(n)}`;

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

interface Row {
  status: string;
  checked: number;
  quoted: number;
  bgdate: string;
  indate: string;
  edate: string;
  outdate: string;
}

/** What the client does next on a project, and by when ('' when nothing is due). */
export function clientNext(p: Row): { what: string; due?: string } {
  if (p.status === ProjectState.open) {
    if (p.checked === ReviewState.pending) return { what: '等待平台审核' };
    if (p.checked === ReviewState.rejected) return { what: '审核未通过，请修改后重新提交' };
    if (p.quoted === 0) return { what: '等待工厂报价', due: `报馆截止 ${p.bgdate}` };
    return { what: `已收到${p.quoted}份报价，比价并选定工厂`, due: `报馆截止 ${p.bgdate} 前` };
  }
  switch (p.status) {
    case ProjectState.won:
      return { what: '与中标工厂签订合同', due: `报馆截止 ${p.bgdate} 前` };
    case ProjectState.signed:
      return { what: '等待进场搭建', due: `进场 ${p.indate}` };
    case ProjectState.building:
      return { what: '搭建中，等待工厂提交完工报告', due: `展会结束 ${p.edate}` };
    case ProjectState.reported:
      return { what: '验收完工报告', due: `撤展 ${p.outdate} 前` };
    default:
      return { what: '' };
  }
}

/** What the factory does next on its quotation. */
export function factoryNext(p: Row & { quoteStatus: string }): { what: string; due?: string } {
  if (p.quoteStatus === QuoteState.lost) return { what: '未中标，感谢参与' };
  if (p.quoteStatus === QuoteState.quoted)
    return p.status === ProjectState.open
      ? { what: '等待客户选定，报价中可修改', due: `报馆截止 ${p.bgdate}` }
      : { what: '' };
  switch (p.status) {
    case ProjectState.won:
      return { what: '与客户签订合同', due: `报馆截止 ${p.bgdate} 前` };
    case ProjectState.signed:
      return { what: '准备进场搭建', due: `进场 ${p.indate}` };
    case ProjectState.building:
      return { what: '完成搭建并提交完工报告', due: `展会结束 ${p.edate}` };
    case ProjectState.reported:
      return { what: '等待客户验收' };
    default:
      return { what: '' };
  }
}

export const quoteStateColor = (s: string) =>
  s === QuoteState.won ? 'green' : s === QuoteState.lost ? 'default' : 'blue';

/** `深圳市 · 2027 深圳国际新能源汽车展览会 · 9号馆 9B08`. */
export const placeFacts = (p: { city: string; showname: string; hall: string; booth: string }) =>
  [p.city, p.showname, [p.hall, p.booth].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/** Today in China (business time), `YYYY-MM-DD`. */
export const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
