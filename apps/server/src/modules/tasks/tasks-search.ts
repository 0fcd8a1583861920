import { TaskState } from '@hz/contract/common/states';
import { taskSearchCap } from '@hz/contract/tasks';
import { sql } from 'drizzle-orm';
import { tasks } from '../../db/schema/tasks.ts';
import { isApproved } from '../../lib/review.ts';
import { defineSearchKind } from '../search/search-service.ts';

/** What a task's search vector is built of. */
export interface TaskSearchFields {
  title: string;
  style: string;
  types: readonly string[];
  tips: string;
  /** Where the booth is built ('' when not said), so that a keyword 上海 finds the tasks there. */
  city?: string;
  /** The description as plain text. */
  text: string;
}

/**
 * Design tasks as a searchable kind (decision 008): the rows the hall shows, approved and open (the
 * predicate of `tasks_search_idx`); the title weighted A; the style, deliverables, notes, city and the
 * description's plain text B.
 */
export const taskSearch = defineSearchKind<TaskSearchFields>({
  kind: 'task',
  table: tasks,
  id: tasks.id,
  searchText: tasks.searchText,
  approved: [isApproved(tasks.checked), sql.raw(`status = '${TaskState.open}'`)],
  cap: taskSearchCap,
  weights: (f) => ({ A: [f.title], B: [f.style, f.types.join(' '), f.tips, f.city ?? '', f.text] }),
});
