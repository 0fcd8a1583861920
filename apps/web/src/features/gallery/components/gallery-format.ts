import { boothSizes, openSideNames } from '@hz/contract/gallery';

/** The size bucket a booth area falls in (`18–36㎡`). */
export function sizeLabel(areas: number): string {
  return boothSizes.find((s) => areas > s.min && (s.max === null || areas <= s.max))?.label ?? '';
}

/** 一面开 … 岛型. */
export const sidesName = (n: number) => openSideNames[n] ?? '';
