import { createHash } from 'node:crypto';
import { ProjectState as S, ReviewState } from '@hz/contract/common/states';
import {
  type ContractUpdateBody,
  type ContractVersionOut,
  defaultPlan,
  MIN_PREPAY_PERCENT,
  type PaymentPlan,
  type projectContractFields,
  type contractRefuseBody,
  type signBBody,
} from '@hz/contract/projects';
import type { z } from '@hz/contract/common/zod';
import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import {
  type ContractSide,
  type ContractState,
  projectContracts,
  projectQuotes,
  projectSignatures,
} from '../../db/schema/projects.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { fenToYuan, yuanText } from '../../lib/money.ts';
import { transition } from '../../lib/state-transition.ts';
import { commitThenThrow, type SmsCodeService } from '../auth/sms-code-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import { renderContractPdf } from './projects-contract-pdf.ts';
import { projectMachine } from './projects-machine.ts';
import * as repo from './projects-repository.ts';
import { scheduleSigned } from './projects-build.ts';
import { type ProjectStages, stageAmounts, stageOutOf } from './projects-stages.ts';
import { projectTeller } from './projects-messages.ts';

/**
 * A build project's contract (issue 14 point 4; decision 034): versions (generated from the project and
 * the winning quotation, or a side's own PDF), each with its SHA-256 and payment plan; a change by one
 * side waits for the other's acceptance (signing it) or refusal; both sides sign the same current
 * version with the SMS code of their own mobile (the client also with the pay password, since its
 * signature authorises the hold). The second signature moves the project `won → signed`, writes the
 * plan's stages and holds the first one, in one transaction.
 */

type Side = 'client' | 'factory';
type VersionRow = typeof projectContracts.$inferSelect;
type SignatureRow = typeof projectSignatures.$inferSelect;
type Member = { id: number; mobile: string };
type Viewer = { id: number; isadmin: boolean } | null;

const sideNames: Record<Side, string> = { client: '客户', factory: '工厂' };
const other = (s: Side): Side => (s === 'client' ? 'factory' : 'client');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const notFound = () => new AppError('not_found', '项目不存在或未通过审核');
const at = (d: Date | null | undefined) => {
  if (!d) return '';
  const p = chinaParts(d);
  return `${p.date} ${p.time}`;
};

export function createProjectContracts(deps: {
  db: Db;
  messages: MessagesService;
  uploads: UploadsService;
  stages: ProjectStages;
  paycodes: PaycodeService;
  codes: SmsCodeService;
  /** The signed project's timers (move-in, reminders; projects-build.ts `scheduleSigned`). */
  jobs: Pick<JobsService, 'enqueue'>;
}) {
  const { db, messages, uploads, stages, paycodes, codes, jobs } = deps;

  const tellAbout = projectTeller(messages);
  const tell = (tx: Tx, memberId: number, p: repo.ProjectRow, title: string, conts: string) =>
    tellAbout(tx, memberId, p, title, conts, `/signContract?id=${p.id}`);

  const orbit = (
    tx: Tx,
    p: repo.ProjectRow,
    action: string,
    actor: string,
    actorId: number | null,
    note = '',
  ) => repo.addOrbit(tx, { projectId: p.id, action, actor, actorId, state: p.status, note });

  /** The caller's side on the project; others are refused (`forbidden` on a public project, else `not_found`). */
  function sideOf(p: repo.ProjectRow, m: { id: number }, want?: Side): Side {
    const side: Side | null = p.memberId === m.id ? 'client' : p.factoryId === m.id ? 'factory' : null;
    if (side === null && p.checked !== ReviewState.approved) throw notFound();
    if (side === null || (want && side !== want))
      throw new AppError(
        'forbidden',
        want === 'factory'
          ? '只有中标工厂可以进行此操作'
          : want === 'client'
            ? '只有项目发布者可以进行此操作'
            : '只有合同双方可以查看合同',
      );
    return side;
  }

  /** The contract can change and be signed only while the project is `won`. */
  function requireWon(p: repo.ProjectRow) {
    if (p.status === S.won) return;
    if (p.status === S.open) throw new AppError('state_conflict', '项目尚未选定报价，还没有合同');
    if (p.status === S.closed && !p.quoteId) throw new AppError('state_conflict', '项目已关闭');
    throw new AppError('state_conflict', '合同已由双方签署，不能再修改或签署');
  }

  const versionsOf = (tx: Tx | Db, projectId: number) =>
    tx
      .select()
      .from(projectContracts)
      .where(eq(projectContracts.projectId, projectId))
      .orderBy(asc(projectContracts.n));

  const signaturesOf = (tx: Tx | Db, projectId: number) =>
    tx.select().from(projectSignatures).where(eq(projectSignatures.projectId, projectId));

  function versionOut(p: repo.ProjectRow, v: VersionRow, sigs: SignatureRow[]): ContractVersionOut {
    const amounts = stageAmounts(p.price, v.plan);
    const signed = (side: Side) => at(sigs.find((s) => s.contractId === v.id && s.side === side)?.signedAt);
    const { date, time } = chinaParts(v.createdAt);
    return {
      n: v.n,
      source: v.source,
      side: v.side,
      state: v.state,
      sha256: v.sha256,
      url: `/api/Projectcenter/contractPdf?id=${p.id}&n=${v.n}`,
      prepayp: v.plan[0]!.percent,
      plan: v.plan.map((st, i) => ({ ...st, amount: fenToYuan(amounts[i]!) })),
      terms: v.terms,
      reason: v.reason,
      signedb: signed('client'),
      signedf: signed('factory'),
      dates: date,
      times: time,
    };
  }

  /** What the generated PDF needs beyond the project: the winning quotation and the two sides. */
  async function pdfOf(tx: Tx | Db, p: repo.ProjectRow, n: number, plan: PaymentPlan, terms: string) {
    const [q] = await tx.select().from(projectQuotes).where(eq(projectQuotes.id, p.quoteId!));
    const people = await tx
      .select({ id: members.id, name: members.name, company: members.company, mobile: members.mobile })
      .from(members)
      .where(inArray(members.id, [p.memberId, p.factoryId!]));
    const who = (id: number) => {
      const m = people.find((x) => x.id === id);
      return { name: m?.company || m?.name || '—', mobile: m?.mobile ?? '' };
    };
    const bytes = await renderContractPdf({
      n,
      orders: p.orders,
      title: p.title,
      showname: p.showname,
      hall: p.hall,
      booth: p.booth,
      place: `${p.prov}${p.city === p.prov ? '' : p.city}${p.strt}${p.addr}`,
      length: p.lengthCm / 100,
      width: p.widthCm / 100,
      height: p.heightCm / 100,
      areas: Math.round((p.lengthCm * p.widthCm) / 100) / 100,
      layer: p.layer,
      opens: p.opens,
      sdate: p.sdate,
      edate: p.edate,
      indate: p.indate,
      bgdate: p.bgdate,
      outdate: p.outdate,
      client: who(p.memberId),
      factory: who(p.factoryId!),
      quote: q!.content,
      price: p.price,
      plan,
      amounts: stageAmounts(p.price, plan),
      terms,
      date: chinaParts(new Date()).date,
    });
    return bytes;
  }

  async function nextN(tx: Tx, projectId: number) {
    const [r] = await tx
      .select({ n: max(projectContracts.n) })
      .from(projectContracts)
      .where(eq(projectContracts.projectId, projectId));
    return (r?.n ?? 0) + 1;
  }

  async function insertVersion(
    tx: Tx,
    v: {
      projectId: number;
      n: number;
      source: 'generated' | 'uploaded';
      side: ContractSide;
      memberId: number | null;
      fileId: string;
      sha256: string;
      plan: PaymentPlan;
      terms: string;
      state: ContractState;
    },
  ) {
    const [r] = await tx.insert(projectContracts).values(v).returning();
    return r!;
  }

  const setState = (tx: Tx, id: number, state: ContractState, reason = '') =>
    tx
      .update(projectContracts)
      .set({ state, reason, decidedAt: sql`now()` })
      .where(eq(projectContracts.id, id));

  /** The version a signer names must be the current one (or the other side's proposal), as they saw it. */
  function checkTarget(vs: VersionRow[], side: Side, b: { version: number; sha256: string }) {
    const v = vs.find((x) => x.n === b.version);
    const proposed = vs.find((x) => x.state === 'proposed');
    if (!v || (v.state !== 'current' && v.state !== 'proposed'))
      throw new AppError('state_conflict', '该合同版本已不是当前版本，请查看最新版本后再签署');
    if (v.state === 'proposed' && v.side === side)
      throw new AppError('state_conflict', '这是您提出的合同修改，需等待对方确认后再签署');
    if (v.state === 'current' && proposed)
      throw new AppError(
        'state_conflict',
        proposed.side === side
          ? '您提出的合同修改尚待对方确认，确认后再签署新版本'
          : `${sideNames[proposed.side as Side]}提出了合同修改（第${proposed.n}版），请先查看并确认或拒绝`,
      );
    if (v.sha256 !== b.sha256)
      throw new AppError('state_conflict', '合同内容与您查看的版本不一致，请重新打开合同查看后再签署');
    return v;
  }

  return {
    /** In the award's transaction: the first version, generated with the default plan. */
    async firstVersion(tx: Tx, projectId: number) {
      const p = (await repo.findProject(tx, projectId))!;
      const plan = defaultPlan(MIN_PREPAY_PERCENT);
      const bytes = await pdfOf(tx, p, 1, plan, '');
      const f = await uploads.storeMade(tx, p.memberId, 'contract', {
        bytes,
        name: `${p.orders}-合同-V1.pdf`,
        format: 'pdf',
      });
      await insertVersion(tx, {
        projectId: p.id,
        n: 1,
        source: 'generated',
        side: 'system',
        memberId: null,
        fileId: f.id,
        sha256: sha256(bytes),
        plan,
        terms: '',
        state: 'current',
      });
      await orbit(tx, p, 'contract', 'system', null, '第1版（平台生成）');
    },

    /** The contract's fields of the detail; the parties' only. */
    async fields(
      tx: Tx,
      p: repo.ProjectRow,
      party: boolean,
    ): Promise<{ [K in keyof typeof projectContractFields]: z.infer<(typeof projectContractFields)[K]> }> {
      const none = {
        contctck: 0,
        contctckdt: '',
        prepay: 0,
        prepayp: 0,
        stages: [],
        contractNow: null,
        contractNew: null,
      };
      if (!party || !p.quoteId) return none;
      const [vs, sigs] = await Promise.all([versionsOf(tx, p.id), signaturesOf(tx, p.id)]);
      const now = vs.find((v) => v.state === 'current');
      const nw = vs.find((v) => v.state === 'proposed');
      return {
        contctck: p.contctck,
        contctckdt: at(p.contctckdt),
        prepay: now ? fenToYuan(stageAmounts(p.price, now.plan)[0]!) : 0,
        prepayp: now ? now.plan[0]!.percent : 0,
        stages: p.contctck ? (await stages.list(tx, p.id)).map(stageOutOf) : [],
        contractNow: now ? versionOut(p, now, sigs) : null,
        contractNew: nw ? versionOut(p, nw, sigs) : null,
      };
    },

    /** Every version, oldest first: the two sides only (and operators). */
    async versions(viewer: { id: number; isadmin: boolean }, id: number) {
      const p = await repo.findProject(db, id);
      if (!p) throw notFound();
      if (!viewer.isadmin) sideOf(p, viewer);
      const [vs, sigs] = await Promise.all([versionsOf(db, p.id), signaturesOf(db, p.id)]);
      return { listItem: vs.map((v) => versionOut(p, v, sigs)) };
    },

    /** A version's PDF: the two sides and operators. */
    async pdf(viewer: Viewer, id: number, n?: number) {
      if (!viewer) throw new AppError('not_logged_in', '请先登录', undefined, 1);
      const p = await repo.findProject(db, id);
      if (!p) throw notFound();
      if (!viewer.isadmin) sideOf(p, viewer);
      const vs = await versionsOf(db, p.id);
      const v = n ? vs.find((x) => x.n === n) : vs.find((x) => x.state === 'current');
      if (!v) throw new AppError('not_found', '合同不存在');
      const opened = await uploads.openStored(v.fileId);
      if (!opened) throw new AppError('not_found', '合同文件不存在');
      return { stream: opened.stream, size: opened.row.size, name: `${p.orders}-合同-第${v.n}版.pdf` };
    },

    /**
     * A side proposes a new version: regenerated with another plan or terms, or its own PDF. It waits for
     * the other side (who signs it to accept, or refuses it); a proposal still waiting is replaced.
     */
    async propose(member: Member, side: Side, b: ContractUpdateBody) {
      const pre = await repo.findProject(db, b.id);
      if (!pre) throw notFound();
      sideOf(pre, member, side);
      requireWon(pre);
      const cur = (await versionsOf(db, pre.id)).find((v) => v.state === 'current');
      const plan =
        b.plan ?? (b.prepayp !== undefined ? defaultPlan(b.prepayp) : (cur?.plan ?? defaultPlan()));
      let uploaded: { fileId: string; sha256: string } | null = null;
      if (b.file) {
        const opened = await uploads.openStored(b.file);
        const bad = (msg: string) => new AppError('invalid_params', msg, { fields: { file: msg } });
        if (!opened || opened.row.memberId !== member.id) {
          opened?.stream.destroy();
          throw bad('合同文件不存在，请重新上传');
        }
        const chunks: Buffer[] = [];
        for await (const c of opened.stream) chunks.push(c as Buffer);
        const bytes = Buffer.concat(chunks);
        if (opened.row.mime !== 'application/pdf' || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
          throw bad('合同文件须为PDF格式，请上传PDF文件');
        uploaded = { fileId: opened.row.id, sha256: sha256(bytes) };
      }
      await db.transaction(async (tx) => {
        const p = (await repo.findProject(tx, b.id, true))!;
        requireWon(p);
        const vs = await versionsOf(tx, p.id);
        const n = await nextN(tx, p.id);
        let file = uploaded;
        if (!file) {
          const bytes = await pdfOf(tx, p, n, plan, b.terms);
          const f = await uploads.storeMade(tx, p.memberId, 'contract', {
            bytes,
            name: `${p.orders}-合同-V${n}.pdf`,
            format: 'pdf',
          });
          file = { fileId: f.id, sha256: sha256(bytes) };
        }
        const waiting = vs.find((v) => v.state === 'proposed');
        if (waiting) await setState(tx, waiting.id, 'superseded');
        await insertVersion(tx, {
          projectId: p.id,
          n,
          source: uploaded ? 'uploaded' : 'generated',
          side,
          memberId: member.id,
          fileId: file.fileId,
          sha256: file.sha256,
          plan,
          terms: b.terms,
          state: 'proposed',
        });
        await orbit(
          tx,
          p,
          'contractPropose',
          side,
          member.id,
          `第${n}版（${uploaded ? '上传' : '重新生成'}，预付${plan[0]!.percent}%）`,
        );
        const to = side === 'client' ? p.factoryId! : p.memberId;
        await tell(
          tx,
          to,
          p,
          '对方提出了合同修改',
          `${sideNames[side]}提出了合同修改（第${n}版），请查看后签署以确认，或拒绝修改。`,
        );
      });
    },

    /** The other side refuses a proposed version: the current one stays. */
    async refuse(member: Member, b: z.infer<typeof contractRefuseBody>) {
      await db.transaction(async (tx) => {
        const p = await repo.findProject(tx, b.id, true);
        if (!p) throw notFound();
        const side = sideOf(p, member);
        requireWon(p);
        const v = (await versionsOf(tx, p.id)).find((x) => x.state === 'proposed');
        if (!v || v.n !== b.version)
          throw new AppError('state_conflict', '没有待确认的合同修改，请刷新后查看');
        if (v.side === side) throw new AppError('forbidden', '不能拒绝自己提出的修改');
        await setState(tx, v.id, 'refused', b.reason);
        await orbit(tx, p, 'contractRefuse', side, member.id, `第${v.n}版${b.reason ? `：${b.reason}` : ''}`);
        await tell(
          tx,
          side === 'client' ? p.factoryId! : p.memberId,
          p,
          '合同修改被拒绝',
          `${sideNames[side]}拒绝了您提出的合同修改（第${v.n}版），原合同继续有效。${b.reason ? `原因：${b.reason}` : ''}`,
        );
      });
    },

    /**
     * A side signs the version it names (number and SHA-256 as it saw them) with the SMS code of its own
     * mobile; the client also with its pay password. Signing the other side's proposal accepts it. The
     * second signature on one version: `won → signed`, the plan's stages written, the first one held.
     */
    async sign(
      member: Member,
      side: Side,
      b: z.infer<typeof signBBody> | Omit<z.infer<typeof signBBody>, 'paycode'>,
      ip: string,
    ) {
      // checked before the pay password is spent on a refusal that does not depend on it
      const pre = await repo.findProject(db, b.id);
      if (!pre) throw notFound();
      sideOf(pre, member, side);
      requireWon(pre);
      checkTarget(await versionsOf(db, pre.id), side, b);
      if (side === 'client') await paycodes.verify(member.id, (b as { paycode: string }).paycode);

      await commitThenThrow(db, async (t) => {
        // commitThenThrow runs its work in `db.transaction`
        const tx = t as Tx;
        const p = (await repo.findProject(tx, b.id, true))!;
        requireWon(p);
        const vs = await versionsOf(tx, p.id);
        const v = checkTarget(vs, side, b);
        const check = await codes.check(tx, member.mobile, 'contract', b.code, true);
        if (!check.ok) return check;
        const sigs = await signaturesOf(tx, p.id);
        if (sigs.some((s) => s.contractId === v.id && s.side === side))
          throw new AppError('conflict', '您已签署该版本合同');
        if (v.state === 'proposed') {
          // acceptance: the proposal becomes the contract; signatures of the old version no longer count
          const cur = vs.find((x) => x.state === 'current');
          if (cur) await setState(tx, cur.id, 'superseded');
          await setState(tx, v.id, 'current');
          await orbit(tx, p, 'contractAccept', side, member.id, `第${v.n}版`);
        }
        await tx
          .insert(projectSignatures)
          .values({ contractId: v.id, projectId: p.id, memberId: member.id, side, ip });
        await orbit(tx, p, 'contractSign', side, member.id, `第${v.n}版`);
        const to = side === 'client' ? p.factoryId! : p.memberId;
        const both = sigs.some((s) => s.contractId === v.id && s.side === other(side));
        if (!both) {
          await tell(tx, to, p, '对方已签署合同', `${sideNames[side]}已签署合同第${v.n}版，请核对后签署。`);
          return null;
        }
        await transition(
          tx,
          projectMachine,
          repo.projectStates,
          {
            action: 'sign',
            actor: 'system',
            actorId: null,
            kind: 'project',
            id: p.id,
            set: { ...repo.bumpRev, contctck: 1, contctckdt: sql`now()` },
            guard: repo.revIs(p.rev),
            note: `第${v.n}版`,
          },
          {
            notFound,
            conflict: () => new AppError('state_conflict', '项目状态已变化，请刷新后重试'),
          },
        );
        const sp = {
          id: p.id,
          orders: p.orders,
          title: p.title,
          memberId: p.memberId,
          factoryId: p.factoryId,
          price: p.price,
        };
        await stages.create(tx, sp, v.plan);
        try {
          await stages.hold(tx, sp, 'sign');
        } catch (err) {
          if (err instanceof AppError && err.code === 'insufficient_balance') {
            const need = stageAmounts(p.price, v.plan)[0]!;
            throw new AppError(
              'insufficient_balance',
              `余额不足：签署后需托管${v.plan[0]!.name} ¥${yuanText(need)}，请先充值再签署`,
              err.data,
            );
          }
          throw err;
        }
        // the move-in, its reminders and the show-date reminders (decision 035), at the signed `rev`
        await scheduleSigned(jobs, tx, p, p.rev + 1);
        const first = v.plan[0]!;
        const amount = yuanText(stageAmounts(p.price, v.plan)[0]!);
        await tell(
          tx,
          p.memberId,
          p,
          '合同已签订',
          `双方已签署合同第${v.n}版，${first.name} ¥${amount} 已托管。`,
        );
        await tell(
          tx,
          p.factoryId!,
          p,
          '合同已签订',
          `双方已签署合同第${v.n}版，客户的${first.name} ¥${amount} 已由平台托管。`,
        );
        return null;
      });
    },
  };
}

export type ProjectContracts = ReturnType<typeof createProjectContracts>;
