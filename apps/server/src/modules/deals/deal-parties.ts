import { ProjectState, TaskState } from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Whether two members have a deal together, either way round (the pre-hire conversation's masking,
 * decision 051): a design task whose designer confirmed (decision 021: contacts shown from `confirmed`) or a
 * build project awarded (the factory chosen), not closed since. The same states as each kind's own
 * `winnerInfo` reveals contacts in.
 */
const TASK_DEAL = [
  TaskState.confirmed,
  TaskState.ongoing,
  TaskState.delivered,
  TaskState.completed,
  TaskState.disputed,
];
const PROJECT_DEAL = [
  ProjectState.won,
  ProjectState.signed,
  ProjectState.building,
  ProjectState.reported,
  ProjectState.accepted,
  ProjectState.disputed,
];

const list = (xs: readonly string[]) => sql.raw(xs.map((x) => `'${x}'`).join(', '));

export async function haveDeal(tx: Tx, a: number, b: number): Promise<boolean> {
  const r = (await tx.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM tasks
       WHERE status IN (${list(TASK_DEAL)})
         AND ((member_id = ${a} AND designer_id = ${b}) OR (member_id = ${b} AND designer_id = ${a}))
    ) OR EXISTS (
      SELECT 1 FROM projects
       WHERE status IN (${list(PROJECT_DEAL)})
         AND ((member_id = ${a} AND factory_id = ${b}) OR (member_id = ${b} AND factory_id = ${a}))
    ) AS deal`)) as unknown as { rows: Array<{ deal: boolean }> };
  return r.rows[0]?.deal === true;
}
