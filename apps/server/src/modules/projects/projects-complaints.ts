import { ProjectState as S, type ProjectState, StageState } from '@hz/contract/common/states';
import type { Transaction as Tx } from '../../db/client.ts';
import { chinaDates, chinaParts } from '../../lib/china-time.ts';
import { moneyText } from '../../lib/money.ts';
import { dbNow } from '../../lib/state-transition.ts';
import type { ComplaintDecision, ComplaintKindDef } from '../complaints/complaints-kinds.ts';
import { paidOut } from '../deals/deal-money.ts';
import type { PostedEntry } from '../wallet/wallet-ledger.ts';
import { type ProjectDeps, projectVisible } from './projects-deal.ts';
import { projectActionNames } from './projects-machine.ts';
import * as repo from './projects-repository.ts';
import { stagesOf, sumOf } from './projects-stages.ts';
import { FINISH_DAYS, PROJECT_JOBS } from './projects-calendar.ts';
import { files } from './projects-views.ts';

/**
 * Build projects as a kind of complaint (decision 035) and of review (decision 024): either side may
 * complain once money is in escrow and before acceptance; an operator decides on the held stages. Every
 * hook runs inside the complaint's (or review's) transaction.
 */

const LIVE: readonly ProjectState[] = [S.signed, S.building, S.reported];

function refusalOf(status: ProjectState, held: number) {
  if (LIVE.includes(status)) return held ? null : '项目当前没有托管中的款项，不能发起投诉';
  if (status === S.disputed) return '该项目正在投诉处理中';
  if (status === S.accepted || status === S.closed) return '项目已验收或已关闭，不能再发起投诉';
  return '项目尚未签约，不能发起投诉';
}

/**
 * The operator's decision on the held stages: release (→ accepted, every held stage paid to the factory
 * minus the commission; the project closes later as after an acceptance), refund (→ closed, every held
 * stage back to the client), split (→ closed, `percent` % of each held stage to the factory). Stages not
 * held stay unpaid: a decided project takes no later hold.
 */
async function decide(d: ProjectDeps, tx: Tx, id: number, c: ComplaintDecision) {
  const p = await d.deal.locked(tx, id);
  const sink: PostedEntry[] = [];
  if (c.outcome === 'release') {
    // accepted by the decision: reviews open as after an acceptance
    const { rev } = await d.deal.move(tx, p, 'decideRelease', 'operator', c.operatorId, {
      set: { reportck: 1, reportdate: dbNow },
      note: c.reason,
    });
    for (const on of ['drawings', 'movein', 'accept'] as const) await d.stages.release(tx, p, on, sink);
    await d.completed(tx, p.id);
    await d.deal.timer(tx, PROJECT_JOBS.finish, p, rev, { delayMs: FINISH_DAYS * 86_400_000 });
  } else if (c.outcome === 'refund') {
    await d.deal.move(tx, p, 'decideRefund', 'operator', c.operatorId, { note: c.reason });
    await d.stages.refund(tx, p, sink);
  } else {
    await d.deal.move(tx, p, 'decideSplit', 'operator', c.operatorId, {
      note: `工厂得 ${c.percent}%，${c.reason}`,
    });
    await d.stages.split(tx, p, c.percent, sink);
  }
  const out = paidOut(sink, { payer: p.memberId, payee: p.factoryId });
  return { providerGets: out.net, clientGets: out.back, commission: out.fee };
}

/**
 * Attached to a complaint automatically: the awarded quotation, the drawings, the report, and the
 * timeline.
 */
async function evidence(d: ProjectDeps, tx: Tx, id: number) {
  const p = (await repo.findProject(tx, id))!;
  const q = p.quoteId ? await repo.findQuote(tx, p.quoteId) : undefined;
  const deliveries = [];
  if (q)
    deliveries.push({
      n: 1,
      conts: `中标报价 ${moneyText(q.total)}，工期${q.content.days}天${q.content.exclusions ? `；不含：${q.content.exclusions}` : ''}`,
      attach: [],
      ...chinaDates(q.updatedAt),
    });
  if (p.drawings.length)
    deliveries.push({
      n: 2,
      conts: p.drawingsck ? '施工图（客户已确认）' : '施工图（客户未确认）',
      attach: files(p.drawings),
      ...chinaDates(p.drawingsdate ?? p.updatedAt),
    });
  if (p.reportedAt)
    deliveries.push({
      n: 3,
      conts: `完工报告${p.teardown ? '（含撤展）' : ''}：${p.reportconts}`,
      attach: files([...p.reportpics, ...p.reports]),
      ...chinaDates(p.reportedAt),
    });
  return {
    deliveries,
    orbits: await d.deal.evidenceOrbits(tx, id, projectActionNames),
  };
}

export function projectComplaintKind(d: ProjectDeps): ComplaintKindDef {
  return {
    kind: 'project',
    providerName: '工厂',
    link: d.deal.link,
    async load(tx, id, lock) {
      const p = await repo.findProject(tx, id, lock);
      if (!p) return undefined;
      const held = (await stagesOf(tx, p.id)).filter((st) => st.state === StageState.held);
      return {
        id: p.id,
        orders: p.orders,
        title: p.title,
        link: d.deal.link(p.id),
        visible: projectVisible(p),
        clientId: p.memberId,
        providerId: p.factoryId,
        amount: sumOf(held),
        refusal: refusalOf(p.status, held.length),
      };
    },
    /** → `disputed` by the complaining side; the bumped `rev` voids every timer set before. */
    async open(tx, id, by) {
      const p = await d.deal.locked(tx, id);
      await d.deal.move(tx, p, 'complain', by.side === 'client' ? 'client' : 'factory', by.memberId);
    },
    decide: (tx, id, c) => decide(d, tx, id, c),
    evidence: (tx, id) => evidence(d, tx, id),
    /**
     * What the two sides wrote to each other on the platform: the client's questions on the awarded
     * quotation and the factory's answers, oldest first.
     */
    async conversation(tx, id) {
      const p = await repo.findProject(tx, id);
      if (!p?.quoteId) return [];
      const lines = [];
      for (const r of await repo.questionsOf(tx, p.quoteId)) {
        lines.push({
          side: 'client' as const,
          name: '客户',
          conts: r.question,
          attach: [],
          ...chinaDates(r.createdAt),
        });
        if (r.answeredAt)
          lines.push({
            side: 'provider' as const,
            name: '工厂',
            conts: r.answer,
            attach: [],
            ...chinaDates(r.answeredAt),
          });
      }
      return lines;
    },
  };
}

/**
 * The project as the reviews module sees it (decision 024): completed once accepted (`reportck` 1: by the
 * client, automatically or by a complaint's release); on time when the completion report came before the
 * opening day (a report that includes teardown comes after the show: not counted).
 */
export async function projectReviewSubject(d: ProjectDeps, tx: Tx, id: number, lock: boolean) {
  const p = await repo.findProject(tx, id, lock);
  if (!p) return undefined;
  return {
    id: p.id,
    title: p.title,
    link: d.deal.link(p.id),
    completed: p.reportck === 1,
    completedAt: p.reportck === 1 ? p.reportdate : null,
    client: p.memberId,
    provider: p.factoryId,
    visible: projectVisible(p),
    onTime: p.reportedAt && !p.teardown ? chinaParts(p.reportedAt).date < p.sdate : null,
  };
}
