import { DepositState, ProjectState as S, ReviewState, StageState } from '@hz/contract/common/states';
import { chinaParts, chinaToday } from '../../lib/china-time.ts';
import { moneyText } from '../../lib/money.ts';
import { type DisputeFacts, disputeNext } from '../deals/deal-dispute.ts';
import { defineSteps } from '../deals/deal-steps.ts';
import { projectMachine } from './projects-machine.ts';
import type { ProjectRow } from './projects-repository.ts';
import { type StageRow, stagesText, sumOf, unheldMovein } from './projects-stages.ts';
import { autoAcceptAt } from './projects-calendar.ts';

/** What the viewer is to the project (the wire's `role`). */
export type ProjectRole = 'client' | 'winner' | 'quoter' | 'visitor';
type Side = 'client' | 'factory';

/** What the steps read of a project beyond its row (decision 043). */
export interface ProjectCtx {
  p: ProjectRow;
  /** The payment plan's stages (none before signing). */
  stages: readonly StageRow[];
  /** The contract while it is signed (`won`): the version to sign, who signed it, a pending change. */
  contract: {
    /** The PDF of the version to sign exists (a generated one is rendered by a job). */
    ready: boolean;
    signed: Record<Side, boolean>;
    /** The side whose change waits for the other's signature or refusal. */
    proposedBy: Side | null;
    /** The 预付款 (fen) the client holds in escrow on signing the version to sign; 0 when unknown. */
    prepay: number;
  } | null;
  /** Venue deposits of the winning quotation per payer, and those to record now (after teardown). */
  deposits: { listed: Record<Side, number>; due: Record<Side, number> };
  /** While disputed, the open complaint as a side reads it (decision 047); absent in lists. */
  dispute?: DisputeFacts;
}

/** The held stages that `on` releases (all of them: accepting the report settles what is left). */
const heldFor = (c: ProjectCtx, on?: StageRow['releaseOn']) =>
  sumOf(c.stages.filter((st) => st.state === StageState.held && (!on || st.releaseOn === on)));

const sideOf = (role: ProjectRole): Side => (role === 'client' ? 'client' : 'factory');
const other = (s: Side): Side => (s === 'client' ? 'factory' : 'client');
const price = (c: ProjectCtx) => `${moneyText(c.p.price)}`;
const unheld = (c: ProjectCtx) => unheldMovein(c.stages);

/** The side may sign now: the version it must sign is rendered and not signed by it yet. */
function maySign(c: ProjectCtx, side: Side) {
  const k = c.contract;
  return !!k && k.ready && k.proposedBy !== side && !(k.proposedBy === null && k.signed[side]);
}

/**
 * Every action a member takes on a build project (decision 043): the transition table's rows with their
 * labels and 下一步 sentences, and the actions after signing that leave the state (drawings, holding the
 * move-in stages, deposits). The order is the order of the buttons; the first `todo` offered to a side
 * is its 下一步, else the other side's `waiting`.
 */
export const projectSteps = defineSteps<ProjectCtx, ProjectRole>({
  machine: projectMachine,
  state: (c) => c.p.status,
  actor: (role) => (role === 'winner' ? 'factory' : role),
  party: (c, role) => role === 'client' || role === 'winner' || (role === 'quoter' && c.p.status === S.open),
  sides: { client: '发布方', provider: '工厂' },
  steps: [
    // quoting
    {
      action: 'quote',
      call: 'Projectcenter/factoryQuote',
      by: ['visitor', 'quoter'],
      states: [S.open],
      label: (_c, role) => (role === 'quoter' ? '修改报价' : '我要报价'),
      when: (c) => c.p.checked === ReviewState.approved,
    },
    {
      action: 'award',
      call: 'Projectcenter/wonPrjct',
      by: ['client'],
      label: '选定中标报价',
      when: (c) => c.p.checked === ReviewState.approved && c.p.quoted > 0,
      due: (c) => c.p.bgdate,
      todo: (c) => `已有${c.p.quoted}家工厂报价，请在下方比价后选定一家`,
      waiting: () => '等待客户比价选定，项目报价中可随时修改报价',
    },
    // the contract
    {
      action: 'sign',
      call: (role) => (role === 'client' ? 'Projectcenter/signbContract' : 'Projectcenter/signfContract'),
      by: ['client', 'winner'],
      states: [S.won],
      label: (c, role) => (c.contract?.proposedBy === other(sideOf(role)) ? '签署修改后的合同' : '签订合同'),
      when: (c, role) => maySign(c, sideOf(role)),
      money: true,
      // the factory signs for the price, paid less the fee as the stages are released
      funds: (c, role) =>
        role === 'winner'
          ? { kind: 'agree', amount: c.p.price, to: 'self' }
          : c.contract?.prepay
            ? { kind: 'hold', amount: c.contract.prepay, to: 'provider' }
            : null,
      due: (c) => c.p.bgdate,
      todo: (c, role) =>
        c.contract?.proposedBy === other(sideOf(role))
          ? `${other(sideOf(role)) === 'client' ? '客户' : '工厂'}提出了合同修改，请查看后签署确认或拒绝`
          : `已选定工厂（${price(c)}），请签订搭建合同（短信验证码签署）；报馆截止 ${c.p.bgdate}，进场 ${c.p.indate}`,
      waiting: (_c, role) => (role === 'client' ? '等待工厂签署合同' : '等待客户签署合同'),
    },
    {
      action: 'refuseContract',
      call: 'Projectcenter/refuseContract',
      by: ['client', 'winner'],
      states: [S.won],
      label: '拒绝合同修改',
      when: (c, role) => c.contract?.proposedBy === other(sideOf(role)),
    },
    {
      action: 'proposeContract',
      call: (role) => (role === 'client' ? 'Projectcenter/bUpdateContract' : 'Projectcenter/fUpdateContract'),
      by: ['client', 'winner'],
      states: [S.won],
      label: '修改或上传合同',
    },
    // after signing (decision 035)
    {
      action: 'drawings',
      call: 'Projectcenter/fUpdateDrawings',
      by: ['winner'],
      states: [S.signed, S.building],
      label: (c) => (c.p.drawings.length ? '重新上传施工图' : '上传施工图'),
      when: (c) => c.p.drawingsck !== 1,
      todo: (c) => (c.p.drawings.length ? '' : '请上传施工图，客户确认后预付款支付给您'),
      waiting: (c) => (c.p.drawings.length ? '' : '等待工厂上传施工图'),
    },
    {
      action: 'approveDrawings',
      call: 'Projectcenter/bApproveDrawings',
      by: ['client'],
      states: [S.signed, S.building, S.reported],
      label: '确认施工图',
      when: (c) => c.p.drawings.length > 0 && c.p.drawingsck !== 1,
      money: true,
      funds: (c) =>
        heldFor(c, 'drawings') > 0
          ? { kind: 'release', amount: heldFor(c, 'drawings'), to: 'provider' }
          : null,
      todo: () => '工厂已上传施工图，请查看并确认，确认后预付款支付给工厂',
      waiting: () => '已上传施工图，等待客户确认',
    },
    {
      action: 'payStages',
      call: 'Projectcenter/bPayStages',
      by: ['client'],
      states: [S.signed, S.building, S.reported, S.accepted],
      label: (c) =>
        `托管${unheld(c)
          .map((st) => st.name)
          .join('和')}`,
      when: (c) => unheld(c).length > 0,
      money: true,
      funds: (c) => ({ kind: 'hold', amount: sumOf(unheld(c)), to: 'provider' }),
      due: (c) => (c.p.status === S.signed ? c.p.indate : ''),
      todo: (c) =>
        c.p.status === S.signed
          ? `请在进场（${c.p.indate}）前托管${stagesText(unheld(c))}（共 ${moneyText(sumOf(unheld(c)))}）`
          : `请托管${stagesText(unheld(c))}，托管后将直接支付给工厂`,
      waiting: (c) =>
        `等待客户托管${unheld(c)
          .map((st) => st.name)
          .join('和')}`,
    },
    {
      action: 'report',
      call: 'Projectcenter/fUpdateReports',
      by: ['winner'],
      label: '提交完工报告',
      due: (c) => c.p.sdate,
      todo: (c) => `搭建完成后请提交完工照片和报告（${c.p.sdate}开展）`,
      waiting: () => '工厂正在搭建，完工后会提交完工报告',
    },
    {
      action: 'accept',
      call: 'Projectcenter/bUpdateReports',
      by: ['client'],
      label: '验收完工报告',
      money: true,
      funds: (c) => (heldFor(c) > 0 ? { kind: 'release', amount: heldFor(c), to: 'provider' } : null),
      due: (c) => (c.p.reportedAt ? chinaParts(autoAcceptAt(c.p.edate, c.p.reportedAt)).date : ''),
      todo: (c) =>
        `工厂已提交完工报告，请验收或发起投诉${c.p.reportedAt ? `；${chinaParts(autoAcceptAt(c.p.edate, c.p.reportedAt)).date}前未处理将自动验收` : ''}`,
      waiting: () => '完工报告已提交，等待客户验收',
    },
    {
      action: 'deposit',
      call: 'Projectcenter/depositUpdate',
      by: ['client', 'winner'],
      states: [S.signed, S.building, S.reported, S.accepted, S.disputed, S.closed],
      label: '记录场馆押金',
      when: (c, role) => c.p.contctck === 1 && c.deposits.listed[sideOf(role)] > 0,
      todo: (c, role) =>
        c.deposits.due[sideOf(role)] > 0 ? '展会已撤展，请向场馆确认押金退还情况并记录' : '',
    },
    {
      action: 'complain',
      call: 'Complain/complainAdd',
      by: ['client', 'winner'],
      label: '发起投诉',
      when: (c) => c.stages.some((st) => st.state === StageState.held),
    },
    { action: 'edit', call: 'Projectcenter/businesPrjctEdit', by: ['client'], label: '修改需求' },
    { action: 'close', call: 'Projectcenter/closePrjct', by: ['client'], label: '关闭项目' },
    {
      action: 'review',
      call: 'Projectcenter/businesCmt',
      by: ['client', 'winner'],
      states: [S.accepted, S.closed],
      label: (_c, role) => (role === 'client' ? '评价工厂' : '评价客户'),
      when: (c) => c.p.reportck === 1,
    },
  ],
  idle(c, role) {
    const { p } = c;
    const client = role === 'client';
    const party = client || role === 'winner';
    switch (p.status) {
      case S.open:
        if (!client) return '';
        if (p.checked === ReviewState.pending) return '等待平台审核，审核通过后工厂即可在项目大厅报价';
        if (p.checked === ReviewState.rejected) return '审核未通过，请按审核意见修改后重新提交';
        return `等待工厂报价；报馆截止 ${p.bgdate}，请预留签约与报馆时间`;
      case S.won:
        return party && c.contract && !c.contract.ready ? '合同生成中，请稍后刷新' : '';
      case S.signed:
        if (!party) return '';
        return client ? `等待进场搭建（进场 ${p.indate}）` : `施工图已确认，请按图备料，${p.indate}进场搭建`;
      case S.accepted:
        return party ? '项目已验收，请评价合作的对方' : '';
      case S.disputed:
        if (!party) return '';
        return c.dispute
          ? disputeNext(c.dispute, client ? 'client' : 'provider', '托管款项暂停支付')
          : '投诉处理中，托管款项暂停支付，等待平台裁决';
      case S.closed:
        return party ? '项目已关闭' : '';
      default:
        return '';
    }
  },
});

/** The deposits facts of a signed project: listed per payer, and due now (after teardown, unsettled). */
export function depositFacts(
  p: Pick<ProjectRow, 'outdate' | 'reportck'>,
  fees: readonly { kind: string; payer: Side }[],
  rows: readonly { kind: string; state: string }[],
) {
  const listed = { client: 0, factory: 0 };
  const due = { client: 0, factory: 0 };
  const after = chinaToday() > p.outdate;
  for (const f of fees) {
    listed[f.payer] += 1;
    const st = rows.find((r) => r.kind === f.kind)?.state ?? DepositState.unpaid;
    if (after && (st === DepositState.paid || (st === DepositState.unpaid && p.reportck === 1)))
      due[f.payer] += 1;
  }
  return { listed, due };
}
