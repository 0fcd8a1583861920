import type { FastifyInstance } from 'fastify';
import { calls } from '@hz/contract/calls';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { defineCall } from '../../lib/route.ts';
import { invalidParams } from '../../plugins/envelope.ts';
import type { ReviewsService } from '../reviews/reviews-service.ts';
import type { ProjectBuild } from './projects-build.ts';
import type { ProjectContracts } from './projects-contract.ts';
import type { ProjectDeposits } from './projects-deposits.ts';
import type { ProjectQuestions } from './projects-questions.ts';
import type { ProjectsService } from './projects-service.ts';

export function registerProjectsRoutes(
  app: FastifyInstance,
  deps: {
    projects: ProjectsService;
    contracts: ProjectContracts;
    build: ProjectBuild;
    reviews: ReviewsService;
    deposits: ProjectDeposits;
    questions: ProjectQuestions;
  },
) {
  const { projects, contracts, build, reviews, deposits, questions } = deps;
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
  defineCall(app, 'Projectcenter/factoryQuoteInfo', (b, { member }) => projects.myQuote(member, b.id));
  defineCall(app, 'Projectcenter/factoryPrjctList', (b, { member }) => projects.factoryProjects(member, b));
  // the client's questions on a quotation
  defineCall(app, 'Projectcenter/quoteQuestions', (b, { member }) => questions.list(member, b));
  defineCall(app, 'Projectcenter/quoteAsk', (b, { member }) => questions.ask(member, b));
  defineCall(app, 'Projectcenter/quoteAnswer', (b, { member }) => questions.answer(member, b));
  // the contract (decision 034)
  defineCall(app, 'Projectcenter/contractList', (b, { member }) => contracts.versions(member, b.id));
  defineCall(app, 'Projectcenter/bUpdateContract', async (b, { member }) => {
    await contracts.propose(member, 'client', b);
    return projects.info(b.id, member);
  });
  defineCall(app, 'Projectcenter/fUpdateContract', async (b, { member }) => {
    await contracts.propose(member, 'factory', b);
    return projects.info(b.id, member);
  });
  defineCall(app, 'Projectcenter/refuseContract', async (b, { member }) => {
    await contracts.refuse(member, b);
    return projects.info(b.id, member);
  });
  defineCall(app, 'Projectcenter/signbContract', async (b, { member, req }) => {
    await contracts.sign(member, 'client', b, req.ip);
    return projects.info(b.id, member);
  });
  defineCall(app, 'Projectcenter/signfContract', async (b, { member, req }) => {
    await contracts.sign(member, 'factory', b, req.ip);
    return projects.info(b.id, member);
  });
  // the PDF itself (decision 009's shape: a GET, the file on success, the envelope for errors)
  const pdf = calls['Projectcenter/contractPdf'];
  app.get(pdf.path, async (req, reply) => {
    const parsed = pdf.query.safeParse(req.query ?? {});
    if (!parsed.success) throw invalidParams(parsed.error);
    const f = await contracts.pdf((await req.member()) ?? null, parsed.data.id, parsed.data.n);
    return reply
      .header('content-type', pdf.download)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition('inline', f.name))
      .header('cache-control', 'private, no-store')
      .header('content-length', f.size)
      .send(f.stream);
  });
  // after signing (decision 035)
  defineCall(app, 'Projectcenter/fUpdateDrawings', (b, { member }) => build.drawings(member, b));
  defineCall(app, 'Projectcenter/bApproveDrawings', (b, { member }) => build.approveDrawings(member, b.id));
  defineCall(app, 'Projectcenter/bPayStages', (b, { member }) => build.payStages(member, b));
  defineCall(app, 'Projectcenter/fUpdateReports', (b, { member }) => build.report(member, b));
  defineCall(app, 'Projectcenter/bUpdateReports', (b, { member }) => build.acceptReport(member, b.id));
  // the venue deposits (decision 038)
  defineCall(app, 'Projectcenter/depositList', (b, { member }) => deposits.list(member, b.id));
  defineCall(app, 'Projectcenter/depositUpdate', (b, { member }) => deposits.update(member, b));
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
