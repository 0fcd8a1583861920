import { calls } from '@hz/contract/calls';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { defineCall } from '../../lib/route.ts';
import { notLoggedIn } from '../../lib/app-error.ts';
import { invalidParams } from '../../plugins/envelope.ts';
import type { ReviewsService } from '../reviews/reviews-service.ts';
import type { AnswerCache } from '../search/answer-cache.ts';
import type { ProjectsService } from './projects-service.ts';

export function registerProjectsRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectsService; reviews: ReviewsService; answers: AnswerCache },
) {
  const { projects, reviews, answers } = deps;
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
  // public, the body alone decides it: reused while the projects are unchanged (decision 065)
  defineCall(app, 'Projectcenter/factoryPrjctHall', (b) =>
    answers.answer('projects', 'factoryPrjctHall', b, () => projects.hall(b)),
  );
  defineCall(app, 'Projectcenter/factoryQuote', (b, { member }) => projects.quote(member, b));
  defineCall(app, 'Projectcenter/factoryQuoteInfo', (b, { member }) => projects.myQuote(member, b.id));
  defineCall(app, 'Projectcenter/factoryPrjctList', (b, { member }) => projects.factoryProjects(member, b));
  // the client's questions on a quotation
  defineCall(app, 'Projectcenter/quoteQuestions', (b, { member }) => projects.questions(member, b));
  defineCall(app, 'Projectcenter/quoteAsk', (b, { member }) => projects.ask(member, b));
  defineCall(app, 'Projectcenter/quoteAnswer', (b, { member }) => projects.answer(member, b));
  // the contract (decision 034)
  defineCall(app, 'Projectcenter/contractList', (b, { member }) => projects.contractVersions(member, b.id));
  defineCall(app, 'Projectcenter/bUpdateContract', (b, { member }) =>
    projects.proposeContract(member, 'client', b),
  );
  defineCall(app, 'Projectcenter/fUpdateContract', (b, { member }) =>
    projects.proposeContract(member, 'factory', b),
  );
  defineCall(app, 'Projectcenter/refuseContract', (b, { member }) => projects.refuseContract(member, b));
  defineCall(app, 'Projectcenter/signbContract', (b, { member, req }) =>
    projects.signContract(member, 'client', b, req.ip),
  );
  defineCall(app, 'Projectcenter/signfContract', (b, { member, req }) =>
    projects.signContract(member, 'factory', b, req.ip),
  );
  // the PDF itself (decision 009's shape: a GET, the file on success, the envelope for errors)
  const pdf = calls['Projectcenter/contractPdf'];
  app.get(pdf.path, async (req, reply) => {
    const parsed = pdf.query.safeParse(req.query ?? {});
    if (!parsed.success) throw invalidParams(parsed.error);
    const f = await projects.contractPdf((await req.member()) ?? null, parsed.data.id, parsed.data.n);
    return reply
      .header('content-type', pdf.download)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition('inline', f.name))
      .header('cache-control', 'private, no-store')
      .header('content-length', f.size)
      .send(f.stream);
  });
  // after signing (decision 035)
  defineCall(app, 'Projectcenter/fUpdateDrawings', (b, { member }) => projects.uploadDrawings(member, b));
  defineCall(app, 'Projectcenter/bApproveDrawings', (b, { member }) => projects.approveDrawings(member, b));
  defineCall(app, 'Projectcenter/bPayStages', (b, { member }) => projects.payStages(member, b));
  defineCall(app, 'Projectcenter/fUpdateReports', (b, { member }) => projects.report(member, b));
  defineCall(app, 'Projectcenter/bUpdateReports', (b, { member }) => projects.acceptReport(member, b));
  // the venue deposits (decision 038)
  defineCall(app, 'Projectcenter/depositList', (b, { member }) => projects.depositList(member, b.id));
  defineCall(app, 'Projectcenter/depositUpdate', (b, { member }) => projects.depositUpdate(member, b));
  // reviews (modules/reviews, kind project) and the other side's contacts
  defineCall(app, 'Projectcenter/businesCmt', (b, { member }) => reviews.write(member, 'project', b));
  defineCall(app, 'Projectcenter/businesCmtPrjct', (b, { member }) =>
    reviews.forSubject(member, 'project', b.id),
  );
  defineCall(app, 'Projectcenter/businesCmtEdit', (b, { member }) => reviews.edit(member, b));
  defineCall(app, 'Projectcenter/businesCmtItem', (b, { member }) => reviews.item(member, b.id));
  defineCall(app, 'Projectcenter/businesCmtList', (b, { member }) => reviews.list(member, b));
  defineCall(app, 'Projectcenter/winnerInfo', (b, { member }) => projects.winner(member, b.id));
  // the 报馆 package (issue 31 point 3)
  defineCall(app, 'Projectcenter/permitInfo', (b, { member }) => projects.permitInfo(member, b.id));
  defineCall(app, 'Projectcenter/permitItemAdd', (b, { member }) => projects.permitItemAdd(member, b));
  defineCall(app, 'Projectcenter/permitItemRemove', (b, { member }) => projects.permitItemRemove(member, b));
  defineCall(app, 'Projectcenter/permitFileAdd', (b, { member }) => projects.permitFileAdd(member, b));
  defineCall(app, 'Projectcenter/permitFileRemove', (b, { member }) => projects.permitFileRemove(member, b));
  defineCall(app, 'Projectcenter/permitCrew', (b, { member }) => projects.permitCrew(member, b));
  const zip = calls['Projectcenter/permitZip'];
  app.get(zip.path, async (req, reply) => {
    const parsed = zip.query.safeParse(req.query ?? {});
    if (!parsed.success) throw invalidParams(parsed.error);
    const member = await req.member();
    if (!member) throw notLoggedIn();
    const z = await projects.permitZip(member, parsed.data.id);
    return reply
      .header('content-type', zip.download)
      .header('content-disposition', contentDisposition('attachment', z.name))
      .header('cache-control', 'private, no-store')
      .send(z.stream);
  });
}
