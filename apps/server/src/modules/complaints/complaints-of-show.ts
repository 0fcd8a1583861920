import { itemLinks } from '@hz/contract/common/links';
import { complaintStateLabels } from '@hz/contract/common/states';
import type { PlanComplaint } from '@hz/contract/shows';
import type { Transaction as Tx } from '../../db/client.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { complaintsOfDeals } from './complaints-repository.ts';

/**
 * The complaints about a show plan's deals (issue 31 point 1), the member's as a party only: each is
 * followed on its deal's page, where the link leads. A contest's are about one of its places (decision 063):
 * found by the contest's page stored with them.
 */
export async function showComplaints(
  tx: Tx,
  memberId: number,
  deals: ReadonlyArray<{ kind: string; id: number }>,
): Promise<PlanComplaint[]> {
  const kinds = new Set(['task', 'project', 'contest']);
  const wanted = deals.filter((d) => kinds.has(d.kind));
  const contestOf = new Map(
    wanted.filter((d) => d.kind === 'contest').map((d) => [itemLinks.contest(d.id), d.id]),
  );
  const rows = await complaintsOfDeals(
    tx,
    memberId,
    wanted.map((d) =>
      d.kind === 'contest' ? { kind: d.kind, link: itemLinks.contest(d.id) } : { kind: d.kind, id: d.id },
    ),
  );
  return rows.map((r) => {
    const kind = r.kind as PlanComplaint['kind'];
    const dealId = kind === 'contest' ? (contestOf.get(r.link) ?? 0) : r.objectId;
    return {
      id: r.id,
      kind,
      dealId,
      title: r.title,
      mine: r.memberId === memberId,
      status: r.status,
      statusName: complaintStateLabels[r.status] ?? r.status,
      date: chinaParts(r.createdAt).date,
      link: itemLinks[kind](dealId),
    };
  });
}
