import { ProjectState } from '@hz/contract/common/states';
import { projectSearchCap } from '@hz/contract/projects';
import { sql } from 'drizzle-orm';
import { projects } from '../../db/schema/projects.ts';
import { isApproved } from '../../lib/review.ts';
import { defineSearchKind } from '../search/search-service.ts';

/** What a project's search vector is built of. */
export interface ProjectSearchFields {
  title: string;
  showname: string;
  city: string;
  hall: string;
  /** The description as plain text. */
  text: string;
}

/**
 * Build projects as a searchable kind (decision 008): the rows the hall shows, approved and open (the
 * predicate of `projects_search_idx`); the title and the show weighted A; the city, hall and the
 * description's plain text B.
 */
export const projectSearch = defineSearchKind<ProjectSearchFields>({
  kind: 'project',
  table: projects,
  id: projects.id,
  searchText: projects.searchText,
  approved: [isApproved(projects.checked), sql.raw(`status = '${ProjectState.open}'`)],
  cap: projectSearchCap,
  weights: (f) => ({ A: [f.title, f.showname], B: [f.city, f.hall, f.text] }),
});
