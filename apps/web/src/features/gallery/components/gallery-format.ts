import { boothSizes, openSideNames } from '@hz/contract/gallery';

/** The size bucket a booth area falls in (`18–36㎡`). */
export function sizeLabel(areas: number): string {
  return boothSizes.find((s) => areas > s.min && (s.max === null || areas <= s.max))?.label ?? '';
}

/** 一面开 … 岛型. */
export const sidesName = (n: number) => openSideNames[n] ?? '';

/** `2026-05-01 至 2026-05-03`, or the one day. */
export const dateSpan = (s: string, e: string) => (s && e && s !== e ? `${s} 至 ${e}` : s || e);

/** `checked` of one's own photos. */
export const photoStates: Record<number, { text: string; color: string }> = {
  0: { text: '审核中', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '未通过', color: 'red' },
};
