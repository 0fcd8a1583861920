import { ModelState, ReviewState } from '@hz/contract/common/states';
import type { ModelInfo } from '@hz/contract/models';
import { viewableModelFormats } from '@hz/contract/values/models';
import { formatFileSize, formatYuan } from '../../../lib/format.ts';

/** 免费 or `¥12.00` (decision 046: one currency, one way of writing it). */
export const priceText = (price: number) => (price === 0 ? '免费' : `¥${formatYuan(price)}`);

/** `2.40 × 1.20 × 0.90 米` (width × depth × height), '' when unknown. */
export function dimsText(d: { x: number; y: number; z: number } | null): string {
  if (!d) return '';
  const m = (n: number) => (n >= 10 ? n.toFixed(1) : n.toFixed(2));
  return `${m(d.x)} × ${m(d.z)} × ${m(d.y)} 米`;
}

/** `3.2 MB` / `40 KB`. */
export const sizeText = formatFileSize;

/** Where one of my models stands, in one word and a tag colour: processing first, then review. */
export function myModelStatus(m: Pick<ModelInfo, 'state' | 'checked'>): { text: string; color: string } {
  if (m.state === ModelState.failed) return { text: '处理失败', color: 'red' };
  if (m.state !== ModelState.ready) return { text: '处理中', color: 'processing' };
  if (m.checked === ReviewState.rejected) return { text: '未通过', color: 'red' };
  if (m.checked === ReviewState.pending) return { text: '审核中', color: 'gold' };
  return { text: '已上架', color: 'green' };
}

/** Why a model page shows its cover instead of the viewer (no derived preview: decision 030). */
export function previewHint(format: string, state: string): string {
  if (!(viewableModelFormats as readonly string[]).includes(format))
    return `${format.toUpperCase()} 格式不能在浏览器中预览，以上为作者提供的封面。`;
  if (state === ModelState.pending || state === ModelState.processing)
    return '在线预览生成中，处理完成后即可旋转查看。';
  return '该模型没有在线预览（文件过大或预览生成失败），以上为作者提供的封面。';
}
