import { ProjectState as S, VerifyState } from '@hz/contract/common/states';
import { MAX_PROJECT_BUDGET_FEN, type QuoteBody, quoteCategories } from '@hz/contract/projects';
import { priceQuote } from '@hz/contract/projects-pricing';
import type { QuoteContent } from '../../../db/schema/projects.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import { chinaToday } from '../../../lib/china-time.ts';
import { fenToYuan, moneyText } from '../../../lib/money.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { recordDealTexts } from '../../deals/deal-masking.ts';
import { hasPublicProfile } from '../../people/profiles-service.ts';
import { type ProjectDeps, projectVisible } from '../projects-deal.ts';
import * as repo from '../projects-repository.ts';
import { quoteRead } from '../projects-views.ts';

/**
 * A quotation's content and total from its body, priced by the contract's one rule (projects-pricing):
 * the lines with their amounts, the category totals and the fees; the total apart (stored once).
 */
export function pricedQuote(b: QuoteBody): { content: QuoteContent; total: number } {
  const p = priceQuote({ lines: b, fees: b.fees });
  const lines = Object.fromEntries(
    quoteCategories.map((c) => [
      c,
      b[c].map((l, i) => ({
        name: l.name,
        spec: l.spec,
        unit: l.unit,
        qtyH: Math.round(l.qty * 100),
        price: l.price,
        amount: p.amounts[c][i]!,
      })),
    ]),
  );
  return {
    content: {
      lines,
      fees: b.fees.map((f) => ({ kind: f.kind, amount: f.amount, payer: f.payer, note: f.note })),
      totals: p.totals,
      factoryFees: p.factoryFees,
      clientFees: p.clientFees,
      exclusions: b.exclusions,
      validity: b.validity,
      days: b.days,
      conts: b.conts,
    },
    total: p.total,
  };
}

/**
 * `factoryQuote`: a verified factory with a public profile quotes on an approved open project, or
 * revises its quotation (every revision kept; `rev` names the one revised).
 */
export async function quoteProject(
  d: ProjectDeps,
  member: Pick<SessionMember, 'id' | 'businsauth'>,
  b: QuoteBody,
) {
  if (member.businsauth !== VerifyState.approved) throw new AppError('not_verified', '报价需先完成企业认证');
  const { content, total } = pricedQuote(b);
  if (total <= 0) throw fieldError('dimian', '报价总额必须大于0');
  if (total > MAX_PROJECT_BUDGET_FEN)
    throw fieldError('dimian', `报价总额不能超过${fenToYuan(MAX_PROJECT_BUDGET_FEN)}元`);
  if (b.validity < chinaToday()) throw fieldError('validity', '报价有效期不能早于今天');
  return d.deal.run(async (tx) => {
    if (!(await hasPublicProfile(tx, member.id, 'factory')))
      throw new AppError('not_verified', '请先开通工厂资料并通过审核，再报价');
    // the project's row lock orders quotations against an award or a close
    const p = await d.deal.locked(tx, b.id);
    if (!projectVisible(p) && p.memberId !== member.id) throw d.deal.refuse.notFound();
    if (p.memberId === member.id) throw new AppError('forbidden', '不能为自己的项目报价');
    if (!projectVisible(p) || p.status !== S.open) throw d.deal.refuse.state('该项目已不在报价中，不能报价');
    const mine = await repo.quoteOf(tx, p.id, member.id);
    let id: number;
    if (mine) {
      if (b.rev === 0)
        throw new AppError('conflict', '您已为该项目报价，请在原报价上修改（每次修改都会保留）', {
          fields: { rev: '请在原报价上修改' },
        });
      if (b.rev !== mine.rev) throw d.deal.refuse.state('报价已被修改，请刷新后在最新版本上修改');
      id = mine.id;
      await repo.reviseQuote(tx, id, mine.rev + 1, total, content);
      await d.deal.note(tx, p, 'revise', 'factory', member.id, `第${mine.rev + 1}版 ${moneyText(total)}`);
      await d.deal.tell(tx, p, 'quoteRevised', member.id, { total });
    } else {
      if (b.rev !== 0) throw fieldError('rev', '报价不存在，请重新报价');
      const made = await repo.insertQuote(tx, { projectId: p.id, memberId: member.id, total, content });
      if (!made) throw new AppError('conflict', '您已为该项目报价，请在原报价上修改（每次修改都会保留）');
      id = made;
      await d.deal.note(tx, p, 'quote', 'factory', member.id, `${moneyText(total)}`);
      await d.deal.tell(tx, p, 'quoted', member.id, { total });
    }
    // kept as written; the client reads it masked until it awards this quotation (decision 044)
    const lines = quoteCategories.flatMap((c) => b[c].flatMap((l) => [l.name, l.spec]));
    const item = { kind: 'quotation' as const, id, title: p.title, link: d.deal.link(p.id) };
    const contactHidden = await recordDealTexts(d.recordContact, tx, member.id, item, {
      items: lines,
      notes: b.fees.map((f) => f.note),
      exclusions: [b.exclusions],
      conts: [b.conts],
    });
    return { ...(await quoteRead(tx, (await repo.findQuote(tx, id))!)), contactHidden };
  });
}
