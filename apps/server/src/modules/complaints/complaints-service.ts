import {
  COMPLAINT_STATEMENT_DAYS,
  type ComplaintDecideBody,
  type ComplaintEvidence,
  type ComplaintInfo,
  type ComplaintItem,
  type ComplaintKind,
  type ComplaintSide,
  complaintKindNames,
  complaintOutcomeNames,
  type complainAddBody,
} from '@hz/contract/complaints';
import { ComplaintState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts, chinaStamp } from '../../lib/china-time.ts';
import { fenToYuan, moneyText } from '../../lib/money.ts';
import { defineMachine } from '../../lib/state-machine.ts';
import { transition } from '../../lib/state-transition.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { DisputeFacts } from '../deals/deal-dispute.ts';
import type { Notify } from '../notices/notices-service.ts';
import { fileUrl, requireOwnFile } from '../uploads/uploads-service.ts';
import type { ComplaintDeal, ComplaintKindDef } from './complaints-kinds.ts';
import * as repo from './complaints-repository.ts';

const DAY = 86_400_000;
const FILE_PURPOSES = ['document', 'listing', 'model'] as const;

/** A complaint waits for an operator's decision, once (the deal's own machine moves the deal). */
export const complaintMachine = defineMachine(
  'complaint',
  [{ from: [ComplaintState.open], action: 'decide', actor: 'operator', to: ComplaintState.decided }] as const,
  { conflict: '该投诉已裁决，请刷新后查看' },
);

const notFound = () => new AppError('not_found', '投诉不存在');
const decidedAlready = () => new AppError('state_conflict', '该投诉已裁决，请刷新后查看');

type Viewer = { id: number; isadmin: boolean };

/**
 * Complaints (issue 13 point 6; docs/domains/complaints.md; decision 023), generic over the kind of deal:
 * each kind registers how to load its parties and how to apply a decision (`registerKind`). Every action
 * is one transaction: opening moves the deal to its disputed state (pausing its timers) with the first
 * statement and a message to the other side; a decision moves the complaint and the deal, posts the ledger
 * movement, writes the audit entry and messages both sides, together or not at all.
 */
export function createComplaintsService(deps: { db: Db; notify: Notify; audit: AuditService }) {
  const { db, notify, audit } = deps;
  const kinds = new Map<ComplaintKind, ComplaintKindDef>();
  audit.defineTarget({
    kind: 'complaint',
    title: repo.auditTitle,
    memberId: repo.auditMember,
    link: (o) => `/admin/complaints?status=decided&id=${o.id}`,
  });

  const kindOf = (k: string) => {
    const def = kinds.get(k as ComplaintKind);
    if (!def) throw new Error(`complaints: kind ${k} is not registered`);
    return def;
  };

  /** The deal's page: as stored when the complaint opened, or the kind's (decision 063). */
  const linkOf = (c: { kind: string; objectId: number; link: string }) =>
    c.link || kindOf(c.kind).link(c.objectId);

  const sideOf = (
    c: { clientId: number; providerId: number | null },
    memberId: number,
  ): ComplaintSide | null =>
    c.clientId === memberId ? 'client' : c.providerId === memberId ? 'provider' : null;

  const files = (ids: readonly string[]) => ids.map((id) => ({ id, url: fileUrl(id) }));
  const at = (d: Date) => {
    const { date, time } = chinaParts(d);
    return { dates: date, times: time };
  };

  const doneOf = (c: { clientDoneAt: Date | null; providerDoneAt: Date | null }) => ({
    client: c.clientDoneAt !== null,
    provider: c.providerDoneAt !== null,
  });
  /** Whether an operator may decide: the window ended, or both sides ended their statements (decision 047). */
  const decidable = (c: repo.ComplaintRow) => {
    const done = doneOf(c);
    return c.status === ComplaintState.open && (!c.windowOpen || (done.client && done.provider));
  };

  const item = (c: repo.ComplaintRow): ComplaintItem => {
    const def = kindOf(c.kind);
    return {
      id: c.id,
      kind: c.kind as ComplaintKind,
      objectId: c.objectId,
      orders: c.orders,
      title: c.title,
      link: linkOf(c),
      status: c.status,
      side: c.side as ComplaintSide,
      providerName: def.providerName,
      client: { cardno: c.clientCardno, name: c.clientName },
      provider: { cardno: c.providerCardno, name: c.providerName },
      amount: fenToYuan(c.amount),
      closes: c.closesAt.toISOString(),
      windowOpen: c.status === ComplaintState.open && c.windowOpen,
      done: doneOf(c),
      canDecide: decidable(c),
      outcome: (c.outcome || '') as ComplaintItem['outcome'],
      percent: c.percent ?? 0,
      reason: c.reason,
      providerGets: fenToYuan(c.providerGets),
      clientGets: fenToYuan(c.clientGets),
      commission: fenToYuan(c.commission),
      decided: c.decidedAt ? c.decidedAt.toISOString() : '',
      ...at(c.createdAt),
    };
  };

  /** The complaint as the viewer may see it: a side or an operator; to anyone else it does not exist. */
  async function info(tx: Tx, id: number, viewer: Viewer): Promise<ComplaintInfo> {
    const c = await repo.findComplaint(tx, id);
    if (!c) throw notFound();
    const side = sideOf(c, viewer.id);
    if (!side && !viewer.isadmin) throw notFound();
    const statements = await repo.statementsOf(tx, c.id);
    const base = item(c);
    return {
      ...base,
      role: side ?? 'operator',
      canAdd: side !== null && base.windowOpen && !base.done[side],
      statements: statements.map(({ s, name }) => ({
        id: s.id,
        side: s.side as ComplaintSide,
        name,
        conts: s.conts,
        attach: files(s.attach),
        ...at(s.createdAt),
      })),
    };
  }

  /** The open complaint for its side's change (a statement, 放弃补充陈述), locked; or the refusal. */
  async function openFor(tx: Tx, member: { id: number }, id: number) {
    const c = await repo.findComplaint(tx, id);
    const side = c && sideOf(c, member.id);
    if (!c || !side) throw notFound();
    // a side's changes are made one at a time per complaint: the complaint row is the lock
    await repo.lockComplaint(tx, c.id);
    const now = (await repo.findComplaint(tx, c.id))!;
    if (now.status !== ComplaintState.open)
      throw new AppError('state_conflict', '投诉已裁决，不能再补充陈述');
    if (!now.windowOpen)
      throw new AppError(
        'state_conflict',
        `补充陈述的期限（投诉后${COMPLAINT_STATEMENT_DAYS}天）已过，请等待平台裁决`,
      );
    if (doneOf(now)[side]) throw new AppError('state_conflict', '您已结束陈述，不能再补充，请等待平台裁决');
    return { c: now, side, def: kindOf(now.kind) };
  }

  /** Why an operator may not decide yet (the window runs and a side has not ended its statements). */
  function tooEarly(c: repo.ComplaintRow) {
    const def = kindOf(c.kind);
    const done = doneOf(c);
    const left = [!done.client && '客户', !done.provider && def.providerName].filter(Boolean).join('和');
    return new AppError(
      'state_conflict',
      `陈述期至 ${chinaStamp(c.closesAt).slice(0, 16)} 结束，${left}尚未提交最终陈述或放弃补充陈述；陈述期结束或双方都结束陈述后才能裁决`,
    );
  }

  const paging = (b: { page: number; pageSize: number }) => ({
    offset: (b.page - 1) * b.pageSize,
    limit: b.pageSize,
  });

  const tell = (
    tx: Tx,
    event: 'opened' | 'submitted' | 'statement' | 'waived' | 'decided',
    to: number,
    deal: { title: string; link: string },
    kind: ComplaintKind,
    title: string,
    conts: string,
  ) =>
    notify(tx, `complaint.${event}`, {
      to,
      // the message centre has no contest kind: contests show as design tasks (decision 054)
      kind: kind === 'contest' ? 'task' : kind,
      title,
      conts: `「${deal.title}」${conts}`,
      link: deal.link,
    });

  /** Who may complain about the deal, or the refusal. */
  function complainant(deal: ComplaintDeal | undefined, memberId: number, def: ComplaintKindDef) {
    if (!deal) throw new AppError('not_found', `${complaintKindNames[def.kind]}不存在`);
    const side = sideOf(deal, memberId);
    if (side) return side;
    if (!deal.visible) throw new AppError('not_found', `${complaintKindNames[def.kind]}不存在`);
    throw new AppError('forbidden', `只有${complaintKindNames[def.kind]}的双方可以发起投诉`);
  }

  async function checkFiles(tx: Tx, memberId: number, ids: readonly string[]) {
    for (const id of ids)
      await requireOwnFile(tx, memberId, id, { purposes: FILE_PURPOSES, field: 'attach' });
  }

  return {
    /** A kind of deal registers once, at start-up (the task module: `tasks-complaints.ts`). */
    registerKind(def: ComplaintKindDef) {
      if (kinds.has(def.kind)) throw new Error(`complaints: kind ${def.kind} registered twice`);
      kinds.set(def.kind, def);
    },

    add: (member: { id: number }, b: z.infer<typeof complainAddBody>) =>
      db.transaction(async (tx) => {
        const def = kindOf(b.kind);
        const deal = await def.load(tx, b.id, true);
        const side = complainant(deal, member.id, def);
        const d = deal!;
        if (await repo.openComplaintOf(tx, def.kind, d.id))
          throw new AppError(
            'conflict',
            `该${complaintKindNames[def.kind]}已有处理中的投诉，请在投诉详情中补充陈述`,
          );
        if (d.refusal || d.providerId === null)
          throw new AppError('state_conflict', d.refusal ?? '该任务当前不能发起投诉');
        const attach = [...new Set(b.attach)];
        await checkFiles(tx, member.id, attach);
        await def.open(tx, d.id, { memberId: member.id, side });
        const id = await repo.insertComplaint(tx, {
          kind: def.kind,
          objectId: d.id,
          orders: d.orders,
          title: d.title,
          link: def.kind === 'contest' ? d.link : '',
          memberId: member.id,
          side,
          clientId: d.clientId,
          providerId: d.providerId,
          amount: d.amount,
          windowMs: COMPLAINT_STATEMENT_DAYS * DAY,
        });
        await repo.insertStatement(tx, {
          complaintId: id,
          memberId: member.id,
          side,
          conts: b.conts,
          attach,
        });
        const other = side === 'client' ? d.providerId : d.clientId;
        const who = side === 'client' ? '客户' : def.providerName;
        await tell(
          tx,
          'opened',
          other,
          d,
          def.kind,
          '对方发起了投诉',
          `${who}发起了投诉，${complaintKindNames[def.kind]}已进入投诉处理，计时暂停。请在${COMPLAINT_STATEMENT_DAYS}天内补充您的陈述和材料，平台将据此裁决。`,
        );
        await tell(
          tx,
          'submitted',
          member.id,
          d,
          def.kind,
          '投诉已提交',
          `投诉已提交，${complaintKindNames[def.kind]}计时暂停。您可在${COMPLAINT_STATEMENT_DAYS}天内补充陈述和材料，平台将尽快裁决。`,
        );
        return info(tx, id, { id: member.id, isadmin: false });
      }),

    edit: (member: { id: number }, b: { id: number; conts: string; attach: string[]; final?: boolean }) =>
      db.transaction(async (tx) => {
        const { c, side, def } = await openFor(tx, member, b.id);
        const attach = [...new Set(b.attach)];
        await checkFiles(tx, member.id, attach);
        await repo.insertStatement(tx, {
          complaintId: c.id,
          memberId: member.id,
          side,
          conts: b.conts,
          attach,
        });
        if (b.final) await repo.setDone(tx, c.id, side);
        await tell(
          tx,
          'statement',
          side === 'client' ? c.providerId : c.clientId,
          { title: c.title, link: linkOf(c) },
          def.kind,
          b.final ? '对方提交了最终陈述' : '对方补充了投诉陈述',
          b.final
            ? '对方提交了最终陈述，不再补充。您可在投诉详情中查看，并在期限内补充您的陈述或放弃补充陈述。'
            : '对方补充了投诉陈述，您可在投诉详情中查看并补充您的陈述。',
        );
        return info(tx, c.id, { id: member.id, isadmin: false });
      }),

    /**
     * A side ends its statements without adding one (放弃补充陈述; decision 047): once both sides have, an
     * operator may decide before the window ends. The other side is told.
     */
    waive: (member: { id: number }, id: number) =>
      db.transaction(async (tx) => {
        const { c, side, def } = await openFor(tx, member, id);
        await repo.setDone(tx, c.id, side);
        const both = doneOf(c)[side === 'client' ? 'provider' : 'client'];
        await tell(
          tx,
          'waived',
          side === 'client' ? c.providerId : c.clientId,
          { title: c.title, link: linkOf(c) },
          def.kind,
          '对方放弃补充陈述',
          both
            ? '对方放弃补充陈述，双方陈述均已结束，平台将尽快裁决。'
            : `对方放弃补充陈述。您可在 ${chinaStamp(c.closesAt).slice(0, 16)} 前补充陈述或放弃补充陈述，之后由平台裁决。`,
        );
        return info(tx, c.id, { id: member.id, isadmin: false });
      }),

    /**
     * What the deal holds, for the operator deciding (the call is the operators'): the conversation between
     * the two sides, the deliveries and the timeline.
     */
    evidence: (id: number) =>
      db.transaction(async (tx): Promise<ComplaintEvidence> => {
        const c = await repo.findComplaint(tx, id);
        if (!c) throw notFound();
        const def = kindOf(c.kind);
        const [ev, conversation] = await Promise.all([
          def.evidence(tx, c.objectId),
          def.conversation ? def.conversation(tx, c.objectId) : Promise.resolve([]),
        ]);
        return { conversation, deliveries: ev.deliveries, orbits: ev.orbits };
      }),

    /** The open complaint on a deal as its 下一步 reads it (the deal kernel's `dispute`). */
    disputeOf: async (tx: Tx, kind: ComplaintKind, objectId: number): Promise<DisputeFacts | undefined> => {
      const r = await repo.openComplaintFacts(tx, kind, objectId);
      if (!r) return undefined;
      return {
        by: r.side as ComplaintSide,
        closes: r.closesAt,
        windowOpen: r.windowOpen,
        done: { client: r.clientDoneAt !== null, provider: r.providerDoneAt !== null },
      };
    },

    info: (viewer: Viewer, id: number) => db.transaction((tx) => info(tx, id, viewer)),

    async list(member: { id: number }, b: { status?: ComplaintState; page: number; pageSize: number }) {
      const r = await repo.listMine(db, member.id, b.status, paging(b));
      return { listItem: r.rows.map(item), total: r.total, page: b.page, pageSize: b.pageSize };
    },

    async queue(b: { status: ComplaintState; page: number; pageSize: number }) {
      const r = await repo.listQueue(db, b.status, paging(b));
      return { listItem: r.rows.map(item), total: r.total, page: b.page, pageSize: b.pageSize };
    },

    pendingCount: () => repo.countOpen(db),

    /**
     * An operator's decision, in one transaction: the deal locked first (the order every complaint call
     * takes), then the complaint's transition (a second decision waits for the lock and is refused with
     * `state_conflict`), the deal's transition and ledger movement, the figures, the audit entry and both
     * sides' messages.
     */
    decide: (operator: { id: number }, b: ComplaintDecideBody) =>
      db.transaction(async (tx) => {
        const first = await repo.findComplaint(tx, b.id);
        if (!first) throw notFound();
        const def = kindOf(first.kind);
        const deal = await def.load(tx, first.objectId, true);
        if (!deal) throw notFound();
        // not before the window ends unless both sides ended their statements (decision 047); the facts
        // only move towards allowing it, so reading them unlocked refuses nothing that is allowed
        if (first.status === ComplaintState.open && !decidable(first)) throw tooEarly(first);
        const percent = b.outcome === 'release' ? 100 : b.outcome === 'refund' ? 0 : b.percent!;
        await transition(
          tx,
          complaintMachine,
          repo.complaintStates,
          {
            action: 'decide',
            actor: 'operator',
            actorId: operator.id,
            kind: 'complaint',
            id: first.id,
            set: repo.decided({ outcome: b.outcome, percent, reason: b.reason, operatorId: operator.id }),
            note: `${complaintOutcomeNames[b.outcome]}：${b.reason}`,
          },
          { notFound, conflict: decidedAlready },
        );
        const f = await def.decide(tx, deal.id, {
          outcome: b.outcome,
          percent,
          operatorId: operator.id,
          reason: b.reason,
        });
        await repo.setFigures(tx, first.id, f);
        await audit.record(tx, {
          actorId: operator.id,
          action: 'complaint.decide',
          targetKind: 'complaint',
          targetId: first.id,
          reason: b.reason,
          before: { status: ComplaintState.open, task: first.orders, amount: fenToYuan(first.amount) },
          after: {
            status: ComplaintState.decided,
            outcome: b.outcome,
            percent,
            providerGets: fenToYuan(f.providerGets),
            clientGets: fenToYuan(f.clientGets),
            commission: fenToYuan(f.commission),
          },
        });
        const words =
          b.outcome === 'release'
            ? `托管费用 ${moneyText(first.amount)} 支付给${def.providerName}`
            : b.outcome === 'refund'
              ? `托管费用 ${moneyText(first.amount)} 全额退回客户${def.kind === 'task' ? '，已交付的设计不归客户所有，客户不得使用' : ''}`
              : `${def.providerName}得 ${percent}%（${moneyText(f.providerGets + f.commission)}，扣除平台服务费后实得 ${moneyText(f.providerGets)}），客户退回 ${moneyText(f.clientGets)}`;
        for (const to of [first.clientId, first.providerId])
          await tell(
            tx,
            'decided',
            to,
            deal,
            def.kind,
            '投诉已裁决',
            `平台已裁决投诉：${words}。理由：${b.reason}`,
          );
        return info(tx, first.id, { id: operator.id, isadmin: true });
      }),
  };
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
