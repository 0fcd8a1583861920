import { randomInt } from 'node:crypto';
import type { ContestPubBody } from '@hz/contract/contests';
import type { Transaction as Tx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { chinaParts, chinaToday } from '../../lib/china-time.ts';
import { moneyText } from '../../lib/money.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { requireOwnFile } from '../uploads/uploads-service.ts';
import type * as repo from './contests-repository.ts';

/** The checks a contest's fields and an entry's files go through. */

/** `C` + China date + 8 random digits: a contest's order number. */
export const newContestOrders = () =>
  `C${chinaParts(new Date()).date.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const BRIEF_PURPOSES = ['document', 'listing', 'model'] as const;
/** An entry's pictures are images the designer uploaded; its files any document, picture or model. */
const PIC_PURPOSES = ['document', 'listing'] as const;

/** Each file the member's own upload of a purpose `field` may carry; refused naming `field` otherwise. */
export async function checkOwnFiles(
  tx: Tx,
  memberId: number,
  ids: readonly string[],
  field: string,
  o: { images?: boolean } = {},
) {
  for (const id of new Set(ids))
    await requireOwnFile(tx, memberId, id, {
      purposes: o.images ? PIC_PURPOSES : BRIEF_PURPOSES,
      kind: o.images ? 'image' : undefined,
      field,
    });
}

/** A publish body checked against today and the configured minimum prize, sanitised. */
export function checkContestBody(b: ContestPubBody, minPrizeFen: number): repo.ContestFields {
  if (b.sdate < chinaToday()) throw fieldError('sdate', '展会开始日期不能早于今天');
  if (b.prize < minPrizeFen) throw fieldError('prize', `奖金不能少于${moneyText(minPrizeFen)}`);
  const conts = sanitizeRichText(b.conts);
  if (plainText(conts).length < 10) throw fieldError('conts', '需求描述至少10个字');
  return {
    title: b.title,
    sizes: b.sizes,
    opens: b.opens,
    layer: b.layer,
    style: b.style,
    sdate: b.sdate,
    edate: b.edate,
    prov: b.prov,
    city: b.city,
    exhibitionId: b.exhibition > 0 ? b.exhibition : null,
    tips: b.tips,
    conts,
    attach: [...new Set(b.attach)],
    types: [...new Set(b.types)],
    prize: b.prize,
    winners: b.winners,
    split: b.split,
    edays: b.edays,
    sdays: b.sdays,
    guarantee: b.guarantee,
    blind: b.blind,
    finals: b.finals,
  };
}
