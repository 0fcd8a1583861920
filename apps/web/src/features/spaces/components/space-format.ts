import type { ListingStatus } from '@hz/contract/listings';
import {
  type SpaceLayout,
  spaceLayoutFields,
  spaceLayoutNames,
  spaceLayouts,
} from '@hz/contract/values/spaces';
import { groupDigits } from '../../../lib/numbers.ts';

/** The state of an exhibition or conference held at a space. */
export const eventStatusNames: Record<ListingStatus, { text: string; color: string }> = {
  upcoming: { text: '即将开始', color: 'blue' },
  ongoing: { text: '进行中', color: 'green' },
  past: { text: '已结束', color: 'default' },
};

const num = (n: number) => groupDigits(n);

/** `¥3,000 – ¥5,000 /天`; both 0 is 面议; a minimum of 0 is an upper bound only. */
export function priceText(min: number, max: number): string {
  if (min === 0 && max === 0) return '面议';
  if (min === max) return `¥${num(min)}/天`;
  if (min === 0) return `¥${num(max)}/天以内`;
  return `¥${num(min)} – ¥${num(max)}/天`;
}

export const areaText = (n: number) => `${num(n)} ㎡`;
export const seatsText = (n: number) => (n > 0 ? `${num(n)} 人` : '不适用');

type Caps = { capTheatre: number; capClassroom: number; capBanquet: number; capUshape: number };

/** Every layout with its seats (0 = not offered), in the contract's order. */
export function capacities(s: Caps): { layout: SpaceLayout; name: string; seats: number }[] {
  return spaceLayouts.map((layout) => ({
    layout,
    name: spaceLayoutNames[layout],
    seats: s[spaceLayoutFields[layout]],
  }));
}

/** The largest layout's seats. */
export const maxSeats = (s: Caps) => Math.max(s.capTheatre, s.capClassroom, s.capBanquet, s.capUshape);
