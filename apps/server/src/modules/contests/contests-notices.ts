import { itemLinks } from '@hz/contract/common/links';
import { CONTEST_TIMERS } from '@hz/contract/contests';
import { chinaStamp } from '../../lib/china-time.ts';
import { moneyText } from '../../lib/money.ts';
import { type DealNotice, dealNotices } from '../deals/deal-notices.ts';

/**
 * The design contest's entries of the event catalogue (decision 043): for each event a contest action or
 * timer raises, who is told what. Contest notices sit in the message centre's 设计任务 kind.
 */

/** One place's share paid: what it was, the platform's fee, the net (fen). */
export type Paid = { member: number; place: number; amount: number; fee: number; net: number };

const yuan = (fen: number) => moneyText(fen);
const at = (iso: string) => chinaStamp(new Date(iso)).slice(0, 16);
const paidText = (p: Paid) =>
  `第${p.place}名奖金 ${yuan(p.amount)}，平台服务费 ${yuan(p.fee)}，实得 ${yuan(p.net)}，已结算到您的余额。`;
const toAll = (to: readonly number[], title: string, conts: string): DealNotice[] =>
  [...new Set(to)].map((m) => [m, title, conts]);

/** Each event's own data (besides the contest's title and its client). */
export interface ContestEvents {
  entered: { n: number };
  entryRated: { to: number; n: number; rating: number };
  entryCommented: { to: number; n: number; conts: string };
  entryEliminated: { to: number; n: number };
  entriesClosed: { entries: number; suntil: string };
  noEntries: { canExtend: boolean; suntil: string };
  extended: { euntil: string };
  closed: { prize: number };
  finalists: { finalists: number[]; others: number[]; funtil: string };
  judging: { suntil: string };
  winners: { winners: number[]; others: number[] };
  handedOver: { n: number; all: boolean };
  handoverLapsed: { forfeit: number; missing: number[] };
  handoverVoid: { prize: number; missing: number[] };
  accepted: { paid: Paid[] };
  autoAccepted: { paid: Paid[] };
  refunded: { prize: number; entrants: number[] };
  split: { paid: Paid[]; others: number[]; among: 'finalists' | 'top' };
}

export const contestNotices = dealNotices<ContestEvents>(
  'contest',
  itemLinks.contest,
  {
    entered: (d) => [[d.client, '收到参赛稿件', `收到第${d.n}号参赛稿件，您可以评分、点评或淘汰。`]],
    entryRated: (d) => [[d.to, '稿件被评分', `发布方为您的第${d.n}号稿件评了${d.rating}分。`]],
    entryCommented: (d) => [[d.to, '稿件收到点评', `发布方点评了您的第${d.n}号稿件：${d.conts}`]],
    entryEliminated: (d) => [[d.to, '稿件被淘汰', `您的第${d.n}号稿件已被发布方淘汰，感谢参与。`]],
    entriesClosed: (d) => [
      [d.client, '征稿已截止，请评选', `征稿已截止，共收到${d.entries}份稿件，请在 ${at(d.suntil)} 前评选。`],
    ],
    noEntries: (d) => [
      [
        d.client,
        '征稿截止，无人投稿',
        d.canExtend
          ? `征稿截止时没有收到稿件：您可以延长一次征稿期，或关闭比稿全额退回奖金；${at(d.suntil)} 前未处理将自动关闭并退款。`
          : `延长后仍没有收到稿件，请关闭比稿全额退回奖金；${at(d.suntil)} 前未处理将自动关闭并退款。`,
      ],
    ],
    extended: (d) => [[d.client, '征稿期已延长', `征稿期已延长至 ${at(d.euntil)}。`]],
    closed: (d) => [[d.client, '比稿已关闭', `比稿已关闭，托管的奖金 ${yuan(d.prize)} 已全额退回您的余额。`]],
    finalists: (d) => [
      ...toAll(
        d.finalists,
        '您的稿件入围了',
        `恭喜入围！请在 ${at(d.funtil)} 前按发布方的点评修改稿件，之后发布方将评选获奖者。`,
      ),
      ...toAll(d.others, '入围结果已公布', '发布方已选定入围稿件，您的稿件未入围，感谢参与。'),
    ],
    judging: (d) => [
      [d.client, '入围修改期已结束', `入围稿件已修改完毕，请在 ${at(d.suntil)} 前选定获奖者。`],
    ],
    winners: (d) => [
      ...toAll(
        d.winners,
        '恭喜您获奖',
        `您的稿件获奖了！请提交源文件，发布方验收后（或${CONTEST_TIMERS.acceptDays}天后自动验收）奖金扣除平台服务费后结算到您的余额。`,
      ),
      ...toAll(d.others, '获奖结果已公布', '发布方已选定获奖稿件，感谢您的参与。'),
    ],
    handedOver: (d) => [
      [
        d.client,
        '获奖者已提交源文件',
        d.all
          ? `获奖者已全部提交源文件，请在${CONTEST_TIMERS.acceptDays}天内验收，逾期将自动验收。`
          : `第${d.n}号获奖稿件的作者已提交源文件。`,
      ],
    ],
    handoverLapsed: (d) => [
      [
        d.client,
        '交付期已结束，请验收',
        `部分获奖者未在${CONTEST_TIMERS.handoverDays}天内提交源文件，其名次奖金 ${yuan(d.forfeit)} 已退回您的余额；请在${CONTEST_TIMERS.acceptDays}天内验收已提交的源文件。`,
      ],
      ...toAll(
        d.missing,
        '获奖名次已取消',
        `您未在${CONTEST_TIMERS.handoverDays}天内提交源文件，获奖名次已取消，奖金退回发布方。`,
      ),
    ],
    handoverVoid: (d) => [
      [
        d.client,
        '获奖者均未交付，奖金已退回',
        `获奖者均未在${CONTEST_TIMERS.handoverDays}天内提交源文件，托管的奖金 ${yuan(d.prize)} 已全额退回您的余额。`,
      ],
      ...toAll(
        d.missing,
        '获奖名次已取消',
        `您未在${CONTEST_TIMERS.handoverDays}天内提交源文件，获奖名次已取消，奖金退回发布方。`,
      ),
    ],
    accepted: (d) =>
      d.paid.map(
        (p): DealNotice => [p.member, '发布方已验收，奖金已结算', `设计的使用权归发布方所有。${paidText(p)}`],
      ),
    autoAccepted: (d) => [
      [
        d.client,
        '比稿已自动验收',
        `交付后${CONTEST_TIMERS.acceptDays}天内未处理，已自动验收，奖金已从托管支付给获奖者。`,
      ],
      ...d.paid.map((p): DealNotice => [p.member, '比稿已自动验收', paidText(p)]),
    ],
    refunded: (d) => [
      [
        d.client,
        '评选期结束，奖金已退回',
        `评选期内未选定获奖者，托管的奖金 ${yuan(d.prize)} 已全额退回您的余额。`,
      ],
      ...toAll(d.entrants, '比稿已结束', '发布方在评选期内未选定获奖者，比稿已结束，感谢您的参与。'),
    ],
    split: (d) => [
      [
        d.client,
        '评选期结束，奖金已平分',
        d.among === 'finalists'
          ? '评选期内未选定获奖者：已有入围稿件，奖金按规则平分给入围者。'
          : '评选期内未选定获奖者：本比稿为担保比稿，奖金按规则平分给评分最高的稿件。',
      ],
      ...d.paid.map((p): DealNotice => [p.member, '评选期结束，您分得奖金', paidText(p)]),
      ...toAll(d.others, '比稿已结束', '评选期结束，奖金已按规则分配，感谢您的参与。'),
    ],
  },
  'task',
);
