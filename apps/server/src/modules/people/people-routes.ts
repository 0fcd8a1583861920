import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { AnswerCache } from '../search/answer-cache.ts';
import type { OffersService } from './offers-service.ts';
import type { ProfilesService } from './profiles-service.ts';
import type { WorksService } from './works-service.ts';

export function registerPeopleRoutes(
  app: FastifyInstance,
  deps: { profiles: ProfilesService; works: WorksService; offers: OffersService; answers: AnswerCache },
) {
  const { profiles, works, offers, answers } = deps;
  // designers
  defineCall(app, 'Designer/profileInfo', (b, { member }) => profiles.designerInfo(member, b.cardno));
  defineCall(app, 'Designer/profileEdit', (b, { member }) => profiles.designerEdit(member, b));
  defineCall(app, 'Designer/workPub', (b, { member }) => works.publish(member, 'work', b));
  defineCall(app, 'Designer/workDel', (b, { member }) => works.remove(member, 'work', b.id));
  defineCall(app, 'Designer/myWorks', (b, { member }) => works.mine(member, 'work', b));
  defineCall(app, 'Designer/allWorks', async (b, { req }) => profiles.designerPage(b, await req.member()));
  defineCall(app, 'Designer/showWorks', async (b, { req }) => works.detail('work', b.id, await req.member()));
  defineCall(app, 'Designer/viewWork', async (b, { req }) =>
    works.view('work', b.id, await req.member(), req.ip),
  );
  defineCall(app, 'Designer/likeWork', (b, { member }) => works.like(member, 'work', b));
  // factories
  defineCall(app, 'Company/profileInfo', (b, { member }) => profiles.factoryInfo(member, b.cardno));
  defineCall(app, 'Company/profileEdit', (b, { member }) => profiles.factoryEdit(member, b));
  defineCall(app, 'Company/casePub', (b, { member }) => works.publish(member, 'case', b));
  defineCall(app, 'Company/caseDel', (b, { member }) => works.remove(member, 'case', b.id));
  defineCall(app, 'Company/myCases', (b, { member }) => works.mine(member, 'case', b));
  defineCall(app, 'Company/cmpyOpenInfo', async (b, { req }) =>
    profiles.factoryPage(b.cardno, await req.member()),
  );
  defineCall(app, 'Company/listOpenCase', (b) => profiles.factoryCases(b));
  defineCall(app, 'Company/caseOpenInfo', async (b, { req }) =>
    works.detail('case', b.id, await req.member()),
  );
  defineCall(app, 'Company/viewCase', async (b, { req }) =>
    works.view('case', b.id, await req.member(), req.ip),
  );
  defineCall(app, 'Company/likeCase', (b, { member }) => works.like(member, 'case', b));
  // search and top lists
  // public answers, the body alone decides them: reused while the people are unchanged (decision 065)
  defineCall(app, 'Common/searchDesigner', (b) =>
    answers.answer('people', 'searchDesigner', b, () => profiles.searchDesigners(b)),
  );
  defineCall(app, 'Common/searchFactory', (b) =>
    answers.answer('people', 'searchFactory', b, () => profiles.searchFactories(b)),
  );
  defineCall(app, 'Business/topDesigner', (b) => profiles.topDesigners(b));
  defineCall(app, 'Business/topFactory', (b) => profiles.topFactories(b));
  // services
  defineCall(app, 'Service/servicePub', (b, { member }) => offers.publish(member, b));
  defineCall(app, 'Service/serviceDel', (b, { member }) => offers.remove(member, b.id));
  defineCall(app, 'Service/myList', (b, { member }) => offers.mine(member, b));
  defineCall(app, 'Service/serviceInfo', async (b, { req }) => offers.detail(b.id, await req.member()));
  defineCall(app, 'Service/openList', (b) => offers.openList(b));
}
