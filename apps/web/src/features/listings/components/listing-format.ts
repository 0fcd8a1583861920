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

/** The public screen of a kind: `/exhibition` or `/actvity`. */
export const kindPath: Record<ListingKind, string> = {
  huizhan: paths.exhibition.path,
  huiyi: paths.actvity.path,
};

export const kindNames: Record<ListingKind, string> = { huizhan: '展会', huiyi: '会议' };
