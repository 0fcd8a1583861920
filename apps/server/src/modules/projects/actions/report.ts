import { ProjectState as S } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { reportsBody } from '@hz/contract/projects';
import { chinaParts } from '../../../lib/china-time.ts';
import { dbNow } from '../../../lib/state-transition.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { checkProjectFiles } from '../projects-fields.ts';
import { autoAcceptAt, PROJECT_JOBS } from '../projects-calendar.ts';
import { rereadProject } from '../projects-views.ts';

/** `fUpdateReports`: the factory's completion report; building → reported, the acceptance timer set. */
export function submitReport(d: ProjectDeps, m: Pick<SessionMember, 'id'>, b: z.infer<typeof reportsBody>) {
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    d.deal.requireSide(p, m, 'provider');
    if (p.status !== S.building) throw d.deal.refuse.state('进场搭建后才能提交完工报告');
    const pics = [...new Set(b.reportpics)];
    const reps = [...new Set(b.reports)];
    await checkProjectFiles(tx, m.id, pics, 'reportpics');
    await checkProjectFiles(tx, m.id, reps, 'reports');
    const { rev } = await d.deal.move(tx, p, 'report', 'factory', m.id, {
      set: { reportpics: pics, reports: reps, reportconts: b.conts, teardown: b.teardown, reportedAt: dbNow },
      note: b.teardown ? '含撤展' : '',
    });
    const at = autoAcceptAt(p.edate, new Date());
    await d.deal.timer(tx, PROJECT_JOBS.autoAccept, p, rev, { runAt: at });
    await d.deal.tell(tx, p, 'reported', m.id, { autoAcceptDate: chinaParts(at).date });
    return rereadProject(tx, d.deal, p.id, m);
  });
}
