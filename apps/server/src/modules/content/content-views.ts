import { ReviewState } from '@hz/contract/common/states';
import { chinaParts } from '../../lib/china-time.ts';
import { imageOf } from '../uploads/uploads-service.ts';

/**
 * What the page of a published item (an exhibition, a conference, a convention space) shows of it besides
 * its own facts: the text and pictures, the contact (for logged-in members only), its publisher, its
 * review state (the rejection's reason for the publisher and operators only) and when it last changed.
 */
export function publishedDetail(
  r: {
    memberId: number;
    conts: string;
    cover: string;
    pics: string[];
    contact: string;
    phone: string;
    cardno: string;
    checked: ReviewState;
    reason: string;
    updatedAt: Date;
  },
  viewer: { id: number; isadmin: boolean } | null,
) {
  const { date, time } = chinaParts(r.updatedAt);
  const mine = viewer?.id === r.memberId;
  const privileged = mine || viewer?.isadmin === true;
  return {
    conts: r.conts,
    cover: imageOf(r.cover),
    pics: r.pics.map(imageOf),
    contact: viewer ? r.contact : '',
    phone: viewer ? r.phone : '',
    cardno: r.cardno,
    mine,
    checked: r.checked,
    reason: privileged && r.checked === ReviewState.rejected ? r.reason : '',
    dates: date,
    times: time,
  };
}
