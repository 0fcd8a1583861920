import type { z } from '@hz/contract/common/zod';
import { type checkPriceData, quoteCategories, quoteCategoryNames } from '@hz/contract/projects';
import { clientCostOf } from '@hz/contract/projects-pricing';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import * as repo from '../projects-repository.ts';
import { quoteView } from '../projects-views.ts';

/**
 * `checkPrice`: every quotation side by side, the lowest per category marked, and overall the lowest
 * cost to the client (`cost`: the total and the venue fees the client pays apart; issue 27).
 */
export function compareQuotes(
  d: ProjectDeps,
  member: Pick<SessionMember, 'id'>,
  id: number,
): Promise<z.infer<typeof checkPriceData>> {
  return d.db.transaction(async (tx) => {
    const p = await d.deal.load(tx, id);
    d.deal.requireSide(p, member, 'client');
    const quotes = await repo.quotesOf(tx, p.id);
    const revs = await repo.revsOf(
      tx,
      quotes.map((q) => q.id),
    );
    const cost = (q: (typeof quotes)[number]) => clientCostOf(q.total, q.content.clientFees);
    // the lowest per category among the quotations that priced it, and the lowest cost to the client
    const lowest = new Map<string, number>();
    for (const q of quotes) {
      for (const c of quoteCategories) {
        const v = q.content.totals[c] ?? 0;
        if (v > 0 && (!lowest.has(c) || v < lowest.get(c)!)) lowest.set(c, v);
      }
      if (!lowest.has('cost') || cost(q) < lowest.get('cost')!) lowest.set('cost', cost(q));
    }
    return {
      categories: quoteCategories.map((key) => ({ key, name: quoteCategoryNames[key] })),
      listItem: quotes.map((q) => ({
        // a quotation's texts as written once it is the awarded one (decision 044)
        ...quoteView(q, revs, p.quoteId === q.id),
        lowest: [...quoteCategories, 'cost' as const].filter((c) => {
          const v = c === 'cost' ? cost(q) : (q.content.totals[c] ?? 0);
          return v > 0 && lowest.get(c) === v;
        }),
      })),
    };
  });
}
