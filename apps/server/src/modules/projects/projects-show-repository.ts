import { ProjectState as S } from '@hz/contract/common/states';
import { and, asc, eq, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import type { ProjectRow } from './projects-repository.ts';

/** Build projects as the show plan reads them (issue 31): SQL only. */

/**
 * A member's projects for one show (issue 31): an exhibition, or a free-text show name on projects that
 * name no exhibition; their own but closed ones, and those their factory won; by move-in date.
 */
export function projectsOfShow(
  tx: Tx,
  memberId: number,
  show: { exhibitionId: number | null; showname: string },
): Promise<ProjectRow[]> {
  return tx
    .select()
    .from(projects)
    .where(
      and(
        show.exhibitionId !== null
          ? eq(projects.exhibitionId, show.exhibitionId)
          : and(isNull(projects.exhibitionId), eq(projects.showname, show.showname)),
        or(
          and(eq(projects.memberId, memberId), ne(projects.status, S.closed)),
          and(eq(projects.factoryId, memberId), notInArray(projects.status, [S.open, S.closed])),
        ),
      ),
    )
    .orderBy(asc(projects.indate), asc(projects.id));
}
