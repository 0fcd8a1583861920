import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { ReviewsService } from '../reviews/reviews-service.ts';
import type { ProjectBuild } from './projects-build.ts';
import type { ProjectsService } from './projects-service.ts';

export function registerProjectsRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectsService; build: ProjectBuild; reviews: ReviewsService },
) {
  const { projects, build, reviews } = deps;
  // client
  defineCall(app, 'Projectcenter/businesPrjctPub', (b, { member }) => projects.publish(member, b));
  defineCall(app, 'Projectcenter/businesPrjctEdit', (b, { member }) => projects.edit(member, b));
  defineCall(app, 'Projectcenter/prjctDraftSave', (b, { member }) => projects.saveDraft(member, b));
  defineCall(app, 'Projectcenter/prjctDraftInfo', (b, { member }) => projects.draftInfo(member, b.id));
  defineCall(app, 'Projectcenter/prjctDraftList', (_b, { member }) => projects.drafts(member));
  defineCall(app, 'Projectcenter/businesPrjctInfo', async (b, { req }) =>
    projects.info(b.id, (await req.member()) ?? null),
  );
  defineCall(app, 'Projectcenter/businesPrjctList', (b, { member }) => projects.list(member, b));
  defineCall(app, 'Projectcenter/closePrjct', (b, { member }) => projects.close(member, b));
  defineCall(app, 'Projectcenter/checkPrice', (b, { member }) => projects.checkPrice(member, b.id));
  defineCall(app, 'Projectcenter/wonPrjct', (b, { member }) => projects.award(member, b));
  // factory
  defineCall(app, 'Projectcenter/factoryPrjctHall', (b) => projects.hall(b));
  defineCall(app, 'Projectcenter/factoryQuote', (b, { member }) => projects.quote(member, b));
  defineCall(app, 'Projectcenter/factoryPrjctList', (b, { member }) => projects.factoryProjects(member, b));
  // after signing (decision 035)
  defineCall(app, 'Projectcenter/fUpdateDrawings', (b, { member }) => build.drawings(member, b));
  defineCall(app, 'Projectcenter/bApproveDrawings', (b, { member }) => build.approveDrawings(member, b.id));
  defineCall(app, 'Projectcenter/bPayStages', (b, { member }) => build.payStages(member, b));
  defineCall(app, 'Projectcenter/fUpdateReports', (b, { member }) => build.report(member, b));
  defineCall(app, 'Projectcenter/bUpdateReports', (b, { member }) => build.acceptReport(member, b.id));
  // reviews (modules/reviews, kind project) and the other side's contacts
  defineCall(app, 'Projectcenter/businesCmt', (b, { member }) => reviews.write(member, 'project', b));
  defineCall(app, 'Projectcenter/businesCmtPrjct', (b, { member }) =>
    reviews.forSubject(member, 'project', b.id),
  );
  defineCall(app, 'Projectcenter/businesCmtEdit', (b, { member }) => reviews.edit(member, b));
  defineCall(app, 'Projectcenter/businesCmtItem', (b, { member }) => reviews.item(member, b.id));
  defineCall(app, 'Projectcenter/businesCmtList', (b, { member }) => reviews.list(member, b));
  defineCall(app, 'Projectcenter/winnerInfo', (b, { member }) => build.winner(member, b.id));
}
