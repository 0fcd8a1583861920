import type { ListingKind, ListingStatus } from '@hz/contract/listings';
import { paths } from '../../../config/paths.ts';

export const statusNames: Record<ListingStatus, string> = {
  upcoming: '即将开始',
  ongoing: '进行中',
  past: '已结束',
};
export const statusColors: Record<ListingStatus, string> = {
  upcoming: 'blue',
  ongoing: 'green',
  past: 'default',
};

/** `checked`: 0 pending, 1 approved, 2 rejected. */
export const checkedNames: Record<number, { text: string; color: string }> = {
  0: { text: '审核中', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '未通过', color: 'red' },
};

/** The public screen of a kind: `/exhibition` or `/actvity`. */
export const kindPath: Record<ListingKind, string> = {
  huizhan: paths.exhibition.path,
  huiyi: paths.actvity.path,
};

export const kindNames: Record<ListingKind, string> = { huizhan: '展会', huiyi: '会议' };

/** `2026-05-01 至 2026-05-03`, or the one day. */
export const dateSpan = (s: string, e: string) => (s && e && s !== e ? `${s} 至 ${e}` : s || e);
