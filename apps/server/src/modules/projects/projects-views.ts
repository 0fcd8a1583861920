import { ProjectState as S, ReviewState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import {
  type deadlineItem,
  type draftItem,
  type ProjectInfo,
  type ProjectItem,
  type QuoteCategory,
  type QuoteOut,
  quoteCategories,
} from '@hz/contract/projects';
import { clientCostOf } from '@hz/contract/projects-pricing';
import type { Transaction as Tx } from '../../db/client.ts';
import type { QuoteContent, QuoteLine } from '../../db/schema/projects.ts';
import { viewerRoles } from '../../lib/acting.ts';
import { chinaDates, chinaParts, chinaStamp, chinaToday } from '../../lib/china-time.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { readAs } from '../deals/deal-masking.ts';
import { ownerCard } from '../people/people-views.ts';
import { fileCards } from '../uploads/uploads-cards.ts';
import { fileUrl } from '../uploads/uploads-service.ts';
import * as contracts from './projects-contract-repository.ts';
import { contractFacts, contractView } from './projects-contract-views.ts';
import { type ProjectDeal, projectVisible } from './projects-deal.ts';
import { projectActionNames } from './projects-machine.ts';
import { isDeposit } from './projects-deposits.ts';
import * as repo from './projects-repository.ts';
import { type StageRow, unheldMovein } from './projects-stages.ts';
import { depositFacts, type ProjectCtx, type ProjectRole, projectSteps } from './projects-steps.ts';
import { autoAcceptAt } from './projects-calendar.ts';

/** How a build project reads on the wire: in a list, in full for its viewer, its quotations and drafts. */

export const files = (ids: readonly string[]) => ids.map((id) => ({ id, url: fileUrl(id) }));
const metres = (c: number) => c / 100;
/** length × width in ㎡, two decimals. */
const areaOf = (p: { lengthCm: number; widthCm: number }) => Math.round((p.lengthCm * p.widthCm) / 100) / 100;

const noDeposits: ProjectCtx['deposits'] = {
  listed: { client: 0, factory: 0 },
  due: { client: 0, factory: 0 },
};

/**
 * A project in a list, with `next` the 下一步 of the member listing it ('' in the hall); its title as
 * written for its parties (`reveal`), else with contact details masked (decision 044).
 */
export function projectItem(p: repo.ProjectRow, next = '', reveal = false): ProjectItem {
  return {
    id: p.id,
    orders: p.orders,
    groupid: p.groupid,
    title: readAs(reveal).text(p.title),
    exhibition: p.exhibitionId ?? 0,
    showname: p.showname,
    hall: p.hall,
    booth: p.booth,
    length: metres(p.lengthCm),
    width: metres(p.widthCm),
    height: metres(p.heightCm),
    areas: areaOf(p),
    opens: p.opens,
    layer: p.layer,
    prov: p.prov,
    city: p.city,
    strt: p.strt,
    selectcity: p.selectcity,
    sdate: p.sdate,
    edate: p.edate,
    indate: p.indate,
    bgdate: p.bgdate,
    outdate: p.outdate,
    coins: fenToYuan(p.coins),
    peoples: p.peoples,
    status: p.status,
    checked: p.checked,
    quoted: p.quoted,
    next,
    ...chinaDates(p.createdAt),
  };
}

/**
 * The 下一步 of the rows of a member's list, as `role(row)`: the steps' context read for all rows at
 * once (stages and contracts; the deposits' reminder is the detail's).
 */
export async function listNexts(
  tx: Tx,
  rows: readonly repo.ProjectRow[],
  role: (p: repo.ProjectRow) => ProjectRole,
) {
  const ids = rows.map((p) => p.id);
  const [stages, versions, sigs] = await Promise.all([
    contracts.stagesOfProjects(tx, ids),
    contracts.versionsOfProjects(
      tx,
      ids.filter((_, i) => rows[i]!.quoteId !== null),
    ),
    contracts.signaturesOfProjects(tx, ids),
  ]);
  return rows.map((p) => {
    const mine = <T extends { projectId: number }>(xs: readonly T[]) =>
      xs.filter((x) => x.projectId === p.id);
    const ctx: ProjectCtx = {
      p,
      stages: mine(stages),
      contract: contractFacts(mine(versions), mine(sigs)),
      deposits: noDeposits,
    };
    return projectSteps.view(ctx, role(p)).next;
  });
}

/** The deadlines still ahead of a project, soonest first (decision 035: `deadlines` beside `orbits`). */
export function deadlinesOf(p: repo.ProjectRow, unheld: boolean) {
  type Deadline = z.infer<typeof deadlineItem>;
  const out: Deadline[] = [];
  const add = (key: Deadline['key'], name: string, date: string, who: Deadline['who']) =>
    out.push({ key, name, date, who });
  if (p.status === S.signed) {
    add('bgdate', '报馆截止', p.bgdate, 'factory');
    if (unheld) add('payMovein', '托管进场款和尾款', p.indate, 'client');
    add('indate', '进场搭建', p.indate, 'factory');
  }
  if (p.status === S.signed || p.status === S.building)
    add('sdate', '开展（展台须完工）', p.sdate, 'factory');
  if (p.status === S.signed || p.status === S.building || p.status === S.reported) {
    add('edate', '展会结束', p.edate, 'both');
    add('outdate', '撤展', p.outdate, 'factory');
  }
  if (p.status === S.reported && p.reportedAt)
    add('autoAccept', '自动验收', chinaParts(autoAcceptAt(p.edate, p.reportedAt)).date, 'client');
  const today = chinaToday();
  return out.filter((d) => d.date >= today).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

type Cards = Awaited<ReturnType<typeof fileCards>>;

/** The after-signing fields of `businesPrjctInfo` (decision 035); empty for anyone but the parties. */
function buildView(p: repo.ProjectRow, party: boolean, stages: readonly StageRow[], cards: Cards) {
  return {
    drawings: party ? cards(p.drawings) : [],
    drawingsck: party ? p.drawingsck : 0,
    drawingsdate: party ? chinaStamp(p.drawingsdate) : '',
    reportpics: party ? cards(p.reportpics) : [],
    reports: party ? cards(p.reports) : [],
    reportconts: party ? p.reportconts : '',
    teardown: party ? p.teardown : 0,
    reportck: party ? p.reportck : 0,
    reportdate: party ? chinaStamp(p.reportdate) : '',
    deadlines: party ? deadlinesOf(p, unheldMovein(stages).length > 0) : [],
  };
}

const lineOut = (l: QuoteLine, text: (s: string) => string) => ({
  name: text(l.name),
  spec: text(l.spec),
  unit: l.unit,
  qty: l.qtyH / 100,
  price: fenToYuan(l.price),
  amount: fenToYuan(l.amount),
});
/** A quotation's lines by category (the seed's `dimian` … `zulin`), their texts read by `text`. */
export const listsOut = (content: QuoteContent | null, text = (s: string) => s) =>
  Object.fromEntries(
    quoteCategories.map((c) => [c, (content?.lines[c] ?? []).map((l) => lineOut(l, text))]),
  ) as Record<QuoteCategory, ReturnType<typeof lineOut>[]>;

/** The deposits of the awarded quotation (kind, payer) and their records, for the steps. */
async function depositsOf(tx: Tx, p: repo.ProjectRow): Promise<ProjectCtx['deposits']> {
  if (!p.contctck || !p.quoteId) return noDeposits;
  const [q, rows] = await Promise.all([repo.findQuote(tx, p.quoteId), repo.depositsOf(tx, p.id)]);
  return depositFacts(p, (q?.content.fees ?? []).filter(isDeposit), rows);
}

/** The project in full as `viewer` sees it (the parties and operators see the deal's own fields). */
export async function projectInfo(
  tx: Tx,
  deal: ProjectDeal,
  p: repo.ProjectRow,
  viewer: Viewer,
): Promise<ProjectInfo> {
  const side = deal.sideOf(p, viewer);
  const party = side !== null || viewer?.isadmin === true;
  if (!projectVisible(p) && !party) throw deal.refuse.notFound();
  const mine = viewer && side !== 'client' ? await repo.quoteIdOf(tx, p.id, viewer.id) : undefined;
  const role: ProjectRole =
    side === 'client' ? 'client' : side === 'provider' ? 'winner' : mine ? 'quoter' : 'visitor';
  const [won, orbits, contract, deposits, dispute, cards] = await Promise.all([
    party && p.quoteId ? repo.findQuote(tx, p.quoteId) : undefined,
    party ? deal.orbits(tx, p.id, projectActionNames) : [],
    contractView(tx, p, party),
    side ? depositsOf(tx, p) : noDeposits,
    side ? deal.dispute(tx, p) : undefined,
    // the files with their names, sizes and types (issue 27), read at once
    fileCards(
      tx,
      p.attach,
      p.contract,
      p.picture,
      p.workpic,
      ...(party ? [p.drawings, p.reportpics, p.reports] : []),
    ),
  ]);
  const ctx: ProjectCtx = { p, stages: contract.stages, contract: contract.facts, deposits, dispute };
  const view = projectSteps.view(
    ctx,
    role,
    { bps: deal.commissionBps, names: { provider: won?.ownerName } },
    viewerRoles(viewer),
  );
  return {
    ...projectItem(p, view.next, side !== null),
    addr: p.addr,
    mobile: party ? p.mobile : '',
    conts: readAs(side !== null).html(p.conts),
    attach: cards(p.attach),
    contract: cards(p.contract),
    picture: cards(p.picture),
    workpic: cards(p.workpic),
    reason: p.checked === ReviewState.rejected && party ? p.reason : '',
    role,
    winner: party ? (p.quoteId ?? 0) : 0,
    price: party ? fenToYuan(p.price) : 0,
    myQuote: mine ?? 0,
    ...listsOut(won?.content ?? null),
    ...contract.fields,
    orbits,
    ...buildView(p, party, contract.stages, cards),
    ...view,
  };
}

/** The project as `member` sees it now, in the action's transaction (every action answers with it). */
export async function rereadProject(tx: Tx, deal: ProjectDeal, id: number, member: { id: number }) {
  return projectInfo(tx, deal, await deal.load(tx, id), { id: member.id, isadmin: false });
}

/**
 * A quotation in full, with its revisions; its texts (lines, fee notes, exclusions, notes) as written for
 * its factory and, once it is awarded, for the client (`reveal`), else with contact details masked.
 */
export function quoteView(
  q: repo.QuoteRow,
  revs: Awaited<ReturnType<typeof repo.revsOf>>,
  reveal: boolean,
): QuoteOut {
  const c = q.content;
  const read = readAs(reveal);
  return {
    id: q.id,
    project: q.projectId,
    factory: ownerCard('factory', q),
    rev: q.rev,
    status: q.status,
    ...listsOut(c, read.text),
    fees: c.fees.map((f) => ({ ...f, note: read.text(f.note), amount: fenToYuan(f.amount) })),
    totals: Object.fromEntries(quoteCategories.map((k) => [k, fenToYuan(c.totals[k] ?? 0)])) as Record<
      QuoteCategory,
      number
    >,
    factoryFees: fenToYuan(c.factoryFees),
    clientFees: fenToYuan(c.clientFees),
    total: fenToYuan(q.total),
    clientCost: fenToYuan(clientCostOf(q.total, c.clientFees)),
    exclusions: read.text(c.exclusions),
    validity: c.validity,
    days: c.days,
    conts: read.text(c.conts),
    revisions: revs
      .filter((r) => r.quoteId === q.id)
      .map((r) => ({ rev: r.rev, total: fenToYuan(r.total), ...chinaDates(r.createdAt) })),
    ...chinaDates(q.updatedAt),
  };
}

/** The factory's own quotation, as written. */
export async function quoteRead(tx: Tx, q: repo.QuoteRow) {
  return quoteView(q, await repo.revsOf(tx, [q.id]), true);
}

/** A draft's fields as the wire writes them: the budget back in yuan. */
export function draftOut(d: repo.DraftRow): z.infer<typeof draftItem> {
  const fields = { ...d.fields };
  if (typeof fields.coins === 'number') fields.coins = fenToYuan(fields.coins);
  return { id: d.id, step: d.step, fields, ...chinaDates(d.updatedAt) };
}
