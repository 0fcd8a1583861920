import { itemLinks } from '@hz/contract/common/links';
import { complaintStateLabels } from '@hz/contract/common/states';
import type { PlanComplaint } from '@hz/contract/shows';
import type { Transaction as Tx } from '../../db/client.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { complaintsOfDeals } from './complaints-repository.ts';

const links: Record<string, (id: number) => string> = { task: itemLinks.task, project: itemLinks.project };

/**
 * The complaints about a show plan's deals (issue 31 point 1), the member's as a party only: each is
 * followed on its deal's page, where the link leads.
 */
export async function showComplaints(
  tx: Tx,
  memberId: number,
  deals: ReadonlyArray<{ kind: string; id: number }>,
): Promise<PlanComplaint[]> {
  const rows = await complaintsOfDeals(tx, memberId, deals);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind === 'task' ? 'task' : 'project',
    dealId: r.objectId,
    title: r.title,
    mine: r.memberId === memberId,
    status: r.status,
    statusName: complaintStateLabels[r.status] ?? r.status,
    date: chinaParts(r.createdAt).date,
    link: (links[r.kind] ?? itemLinks.project)(r.objectId),
  }));
}
