import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { FavoritesService } from './favorites-service.ts';

export function registerFavoritesRoutes(app: FastifyInstance, deps: { favorites: FavoritesService }) {
  const { favorites } = deps;
  defineCall(app, 'Myfavorite/huizhanFvr', (b, { member }) => favorites.toggle(member.id, 'huizhan', b));
  defineCall(app, 'Myfavorite/huiyiFvr', (b, { member }) => favorites.toggle(member.id, 'huiyi', b));
  defineCall(app, 'Myfavorite/hycdFvr', (b, { member }) => favorites.toggle(member.id, 'hycd', b));
  defineCall(app, 'Myfavorite/huizhanList', (b, { member }) => favorites.list(member.id, 'huizhan', b));
  defineCall(app, 'Myfavorite/huiyiList', (b, { member }) => favorites.list(member.id, 'huiyi', b));
  defineCall(app, 'Myfavorite/hycdList', (b, { member }) => favorites.list(member.id, 'hycd', b));
  defineCall(app, 'Myfavorite/designerFvr', (b, { member }) => favorites.toggle(member.id, 'designer', b));
  defineCall(app, 'Myfavorite/factoryFvr', (b, { member }) => favorites.toggle(member.id, 'factory', b));
  defineCall(app, 'Myfavorite/designerList', (b, { member }) => favorites.list(member.id, 'designer', b));
  defineCall(app, 'Myfavorite/factoryList', (b, { member }) => favorites.list(member.id, 'factory', b));
  defineCall(app, 'Myfavorite/mdlFvr', (b, { member }) => favorites.toggle(member.id, 'model', b));
  defineCall(app, 'Myfavorite/mdlList', (b, { member }) => favorites.list(member.id, 'model', b));
}
