import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { SpacesService } from './spaces-service.ts';

export function registerSpacesRoutes(app: FastifyInstance, deps: { spaces: SpacesService }) {
  const { spaces } = deps;
  defineCall(app, 'Article/hycdPub', (b, { member }) => spaces.publish(member, b));
  defineCall(app, 'Common/hycdInfo', async (b, { req }) => spaces.detail(b.id, await req.member()));
  defineCall(app, 'Common/searchHycd', (b) => spaces.search(b));
}
