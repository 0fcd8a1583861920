import { ContestState as S, EntryState, ReviewState } from '@hz/contract/common/states';
import type { ContestInfo, ContestItem, EntryItem } from '@hz/contract/contests';
import type { Transaction as Tx } from '../../db/client.ts';
import { viewerRoles } from '../../lib/acting.ts';
import { chinaDates, chinaStamp } from '../../lib/china-time.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { rateText } from '../deals/deal-steps.ts';
import { ownerCard } from '../people/people-views.ts';
import { fileCards } from '../uploads/uploads-cards.ts';
import { fileUrl, thumbUrl } from '../uploads/uploads-service.ts';
import { commissionOf } from '../wallet/wallet-service.ts';
import { type ContestDeal, contestVisible } from './contests-deal.ts';
import { contestActionNames } from './contests-machine.ts';
import * as repo from './contests-repository.ts';
import { placeShares } from './contests-rules.ts';
import { type ContestCtx, type ContestRole, contestSteps } from './contests-steps.ts';

/** How a contest and its entries read on the wire, and who may see which entry (issue 30 point 2). */

const iso = (d: Date | null) => (d ? d.toISOString() : '');

/** States after the winners were chosen (or the prize split): the results are public. */
const DECIDED: readonly string[] = [S.handover, S.delivered, S.completed, S.disputed];

/**
 * Whether `viewer` may see `e` (decision 054, blind mode on the server): the client sees every entry
 * sent (not withdrawn), its author their own; nobody else sees a withdrawn or eliminated entry, nor
 * anything of a contest that is not public. In an open contest the rest see the entries in the running;
 * in a blind one nothing before the results, then the awarded entries and those whose authors allow it.
 */
export function entryVisible(c: repo.ContestRow, e: repo.EntryRow, viewer: Viewer): boolean {
  if (viewer && e.memberId === viewer.id) return true;
  if (viewer && c.memberId === viewer.id) return e.status !== EntryState.withdrawn;
  if (!contestVisible(c) || e.status !== EntryState.active) return false;
  if (!c.blind) return true;
  return DECIDED.includes(c.status) && (e.place !== null || e.show);
}

/** An entry as `viewer` reads it: the rating, the comment and the handover are the client's and the author's. */
export function entryOut(
  c: repo.ContestRow,
  e: repo.EntryRow,
  viewer: Viewer,
  cards: Awaited<ReturnType<typeof fileCards>>,
): EntryItem {
  const mine = viewer !== null && e.memberId === viewer.id;
  const inside = mine || (viewer !== null && c.memberId === viewer.id);
  return {
    id: e.id,
    contest: e.contestId,
    n: e.n,
    designer: ownerCard('designer', e),
    conts: e.conts,
    pics: e.pics.map((id) => ({ id, url: fileUrl(id), thumb: thumbUrl(id) })),
    attach: cards(e.attach),
    status: e.status,
    finalist: e.finalist,
    place: e.place ?? 0,
    rating: inside ? (e.rating ?? 0) : 0,
    comment: inside ? e.comment : '',
    show: e.show,
    mine,
    handover:
      inside && e.handedAt
        ? {
            conts: e.handConts ?? '',
            attach: cards(e.handAttach),
            dates: chinaStamp(e.handedAt).slice(0, 10),
          }
        : null,
    ...chinaDates(e.createdAt),
  };
}

/** One entry as `viewer` reads it (every entry action answers with it). */
export async function entryRead(tx: Tx, c: repo.ContestRow, e: repo.EntryRow, viewer: Viewer) {
  const cards = await fileCards(tx, e.attach, e.handAttach);
  return entryOut(c, e, viewer, cards);
}

/** A contest in a list, with the 下一步 of the member listing it as `role`. */
export function contestItem(c: ContestCtx, role: ContestRole = 'visitor'): ContestItem {
  return {
    id: c.id,
    orders: c.orders,
    title: c.title,
    sizes: c.sizes,
    opens: c.opens,
    layer: c.layer,
    style: c.style,
    sdate: c.sdate,
    edate: c.edate,
    prov: c.prov,
    city: c.city,
    types: c.types,
    prize: fenToYuan(c.prize),
    winners: c.winners,
    split: c.split,
    edays: c.edays,
    sdays: c.sdays,
    guarantee: c.guarantee,
    blind: c.blind,
    finals: c.finals,
    status: c.status,
    checked: c.checked,
    entries: c.entries,
    entrants: c.entrants,
    euntil: iso(c.euntil),
    suntil: iso(c.suntil),
    funtil: iso(c.funtil),
    due: iso(c.dueAt),
    next: role === 'visitor' ? '' : contestSteps.view(c, role).next,
    ...chinaDates(c.createdAt),
  };
}

/** The viewer's role and their own entries' counts. */
export async function contestCtx(tx: Tx, c: repo.ContestRow, viewer: Viewer, maxEntries: number) {
  const all =
    viewer && viewer.id !== c.memberId
      ? (await repo.entriesOf(tx, c.id)).filter((e) => e.memberId === viewer.id)
      : [];
  const won = all.filter((e) => e.place !== null);
  const role: ContestRole =
    viewer && viewer.id === c.memberId
      ? 'client'
      : won.length > 0 && DECIDED.includes(c.status)
        ? 'winner'
        : all.length > 0
          ? 'entrant'
          : 'visitor';
  const ctx: ContestCtx = {
    ...c,
    mine: all.filter((e) => e.status !== EntryState.withdrawn).length,
    toHand: c.status === S.handover ? won.filter((e) => !e.handedAt).length : 0,
    maxEntries,
  };
  // what the client's 验收通过 releases: the places not paid yet (a complaint's decision may have paid one)
  const awarded =
    role === 'client' && (c.status === S.delivered || c.status === S.disputed)
      ? await repo.awardedOf(tx, c.id)
      : undefined;
  if (awarded) {
    ctx.toRelease = awarded.filter((e) => e.paidAt === null).reduce((sum, e) => sum + e.award, 0);
  }
  return { ctx, role, all, awarded };
}

/** The contest in full as `viewer` sees it. */
export async function contestInfo(
  tx: Tx,
  deal: ContestDeal,
  c: repo.ContestRow,
  viewer: Viewer,
  maxEntries: number,
): Promise<ContestInfo> {
  const client = viewer?.id === c.memberId;
  if (!contestVisible(c) && !client && !viewer?.isadmin) throw deal.refuse.notFound();
  const { ctx, role, all, awarded: loaded } = await contestCtx(tx, c, viewer, maxEntries);
  // the pair of the place complained about reads the complaint's window in its 下一步 (decision 047)
  const side = client ? 'client' : all.some((e) => e.id === c.disputeEntryId) ? 'provider' : null;
  if (side && c.disputeEntryId) {
    const f = await deal.dispute(tx, c, c.disputeEntryId);
    if (f) ctx.dispute = { ...f, side };
  }
  const awarded = loaded ?? (DECIDED.includes(c.status) || c.settledAt ? await repo.awardedOf(tx, c.id) : []);
  const cards = await fileCards(tx, c.attach);
  const party = role !== 'visitor' || viewer?.isadmin === true;
  return {
    ...contestItem(ctx, role),
    tips: c.tips,
    conts: c.conts,
    attach: cards(c.attach),
    reason: c.checked === ReviewState.rejected && client ? c.reason : '',
    role,
    extended: c.extended,
    mine: all.length,
    awards: awarded.map((e) => ({
      place: e.place!,
      entry: e.id,
      designer: ownerCard('designer', e),
      amount: fenToYuan(e.award),
      handed: e.handedAt !== null,
      paid: e.paidAt !== null,
    })),
    shares: placeShares(c.prize, c.split).map((amount, i) => {
      const fee = commissionOf(amount, deal.commissionBps);
      return { place: i + 1, amount: fenToYuan(amount), fee: fenToYuan(fee), net: fenToYuan(amount - fee) };
    }),
    rate: rateText(deal.commissionBps),
    orbits: party ? await deal.orbits(tx, c.id, contestActionNames) : [],
    ...contestSteps.view(ctx, role, { bps: deal.commissionBps }, viewerRoles(viewer)),
  };
}

/** The contest as `member` sees it now, in the action's transaction (every contest action answers with it). */
export async function rereadContest(
  tx: Tx,
  deal: ContestDeal,
  id: number,
  member: { id: number },
  maxEntries: number,
) {
  return contestInfo(tx, deal, await deal.load(tx, id), { id: member.id, isadmin: false }, maxEntries);
}
