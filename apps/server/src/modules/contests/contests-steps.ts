import { ContestState as S, ReviewState } from '@hz/contract/common/states';
import { chinaStamp } from '../../lib/china-time.ts';
import { moneyText } from '../../lib/money.ts';
import { type DisputeFacts, disputeNext } from '../deals/deal-dispute.ts';
import { defineSteps } from '../deals/deal-steps.ts';
import { contestMachine } from './contests-machine.ts';
import type { ContestRow } from './contests-repository.ts';

/** What the viewer is to the contest (the wire's `role`). */
export type ContestRole = 'client' | 'winner' | 'entrant' | 'visitor';

/**
 * What the steps read: the contest's row and the viewer's own entries: how many count against the limit,
 * and how many of their winning entries still wait for the final files.
 */
export type ContestCtx = ContestRow & {
  mine: number;
  toHand: number;
  maxEntries: number;
  /**
   * Once the winners' files are in (delivered, disputed): the prize still in escrow for the places not paid
   * yet (a complaint's decision may have paid or refunded one, decision 063), in fen.
   */
  toRelease?: number;
  /** While disputed, for the pair of the place complained about: the open complaint and the viewer's side. */
  dispute?: DisputeFacts & { side: 'client' | 'provider' };
};

const iso = (d: Date | null) => (d ? d.toISOString() : '');
const until = (d: Date | null) => (d ? `，截止 ${chinaStamp(d).slice(0, 16)}` : '');
const prize = (c: ContestCtx) => moneyText(c.prize);
const approved = (c: ContestCtx) => c.checked === ReviewState.approved;
/** The winners are chosen (or the prize split): the results are out. */
const DECIDED: readonly string[] = [S.handover, S.delivered, S.completed, S.disputed];

/**
 * Every action a member takes on a design contest (decision 043): the transition table's member rows with
 * their labels and 下一步 sentences, and the actions that leave the state (entering, reviewing entries).
 */
export const contestSteps = defineSteps<ContestCtx, ContestRole>({
  machine: contestMachine,
  state: (c) => c.status,
  actor: (role) => (role === 'winner' ? 'winner' : role),
  // an entrant who did not win reads the results, not the winners' handover and the acceptance
  party: (c, role) =>
    role === 'client' || role === 'winner' || (role === 'entrant' && !DECIDED.includes(c.status)),
  sides: { client: '发布方', provider: '获奖设计师' },
  steps: [
    {
      action: 'enter',
      call: 'Contest/entrySubmit',
      by: ['visitor', 'entrant'],
      states: [S.open],
      label: (c) => (c.mine > 0 ? '再投一稿' : '提交参赛稿件'),
      when: (c) => c.accepting && c.mine < c.maxEntries,
      due: (c) => iso(c.euntil),
      todo: (c, role) =>
        role === 'entrant'
          ? `已投${c.mine}稿，征稿截止前可修改、撤回或再投（每人最多${c.maxEntries}稿）${until(c.euntil)}`
          : '',
    },
    {
      action: 'review',
      call: 'Contest/entryRate',
      by: ['client'],
      states: [S.open, S.selecting, S.finalist, S.judging],
      label: '评分、点评与淘汰',
      when: (c) => c.entries > 0,
    },
    {
      action: 'nameFinalists',
      call: 'Contest/nameFinalists',
      by: ['client'],
      label: '选定入围稿件',
      when: (c) => c.finals > 0 && c.entries > 0,
      due: (c) => iso(c.suntil),
      todo: (c) => `征稿已截止，共${c.entries}份稿件：请选定入围稿件（最多${c.finals}份）${until(c.suntil)}`,
      waiting: () => '等待发布方选定入围稿件',
    },
    {
      action: 'choose',
      call: 'Contest/chooseWinners',
      by: ['client'],
      label: '选定获奖稿件',
      when: (c) => c.entries > 0 && (c.finals === 0 || c.status === S.judging),
      due: (c) => iso(c.suntil),
      todo: (c) => `请选定${c.winners}份获奖稿件${until(c.suntil)}，逾期按规则退款或平分奖金`,
      waiting: (c) => `等待发布方评选获奖者${until(c.suntil)}`,
    },
    {
      action: 'extend',
      call: 'Contest/contestExtend',
      by: ['client'],
      label: '延长征稿期',
      when: (c) => !c.extended,
      due: (c) => iso(c.suntil),
      todo: (c) =>
        c.extended ? '' : `征稿截止时无人投稿：可延长一次征稿期，或关闭比稿全额退回奖金${until(c.suntil)}`,
    },
    {
      action: 'close',
      call: 'Contest/contestClose',
      by: ['client'],
      label: (c) => `关闭比稿（退回奖金 ${prize(c)}）`,
      when: (c) => c.entries === 0,
      money: true,
      funds: (c) => ({ kind: 'refund', amount: c.prize, to: 'client' }),
      todo: (c) =>
        c.status === S.empty && c.extended
          ? `延长后仍无人投稿，请关闭比稿，奖金全额退回${until(c.suntil)}`
          : '',
    },
    {
      action: 'handover',
      call: 'Contest/entryHandover',
      by: ['winner'],
      label: '提交源文件',
      when: (c) => c.toHand > 0,
      due: (c) => iso(c.dueAt),
      todo: (c) => `恭喜获奖！请提交源文件${until(c.dueAt)}，逾期名次取消；发布方验收后奖金结算到您的余额`,
      waiting: (c) => `等待获奖者提交源文件${until(c.dueAt)}，逾期未交的名次奖金退回`,
    },
    {
      action: 'accept',
      call: 'Contest/contestAccept',
      by: ['client'],
      label: '验收通过',
      due: (c) => iso(c.dueAt),
      money: true,
      funds: (c) => ({ kind: 'release', amount: c.toRelease ?? c.prize, to: 'provider' }),
      todo: (c) => `请验收源文件${until(c.dueAt)}，逾期将自动验收，奖金按名次支付`,
      waiting: (c) => `等待发布方验收${until(c.dueAt)}，逾期将自动验收`,
    },
    // a place's pair, about the files handed over (decision 063); the page opens it per place
    { action: 'complain', call: 'Complain/complainAdd', by: ['client', 'winner'], label: '发起投诉' },
  ],
  idle(c, role) {
    const client = role === 'client';
    switch (c.status) {
      case S.open:
        if (client && c.checked === ReviewState.pending) return '等待平台审核，审核通过后开始征稿';
        if (client && c.checked === ReviewState.rejected) return '审核未通过，可关闭比稿退回奖金';
        if (!approved(c)) return '';
        return client
          ? `征稿中，已收到${c.entries}份稿件${until(c.euntil)}`
          : role === 'visitor'
            ? ''
            : '征稿中';
      case S.selecting:
      case S.judging:
        return role === 'visitor' ? '' : '评选中，等待发布方选定获奖者';
      case S.finalist:
        return role === 'visitor' ? '' : `入围稿件修改中${until(c.funtil)}`;
      case S.handover:
      case S.delivered:
      case S.completed:
        if (role === 'entrant') return '获奖结果已公布，感谢参与';
        if (role === 'visitor') return '';
        return c.status === S.completed
          ? '比稿已完成'
          : c.status === S.handover
            ? '等待获奖者提交源文件'
            : '等待发布方验收';
      case S.closed:
        return role === 'visitor' ? '' : '比稿已关闭';
      case S.disputed:
        if (c.dispute) return disputeNext(c.dispute, c.dispute.side, '自动验收已暂停');
        return role === 'visitor' ? '' : '投诉处理中，自动验收暂停，等待平台裁决';
      default:
        return '';
    }
  },
});
