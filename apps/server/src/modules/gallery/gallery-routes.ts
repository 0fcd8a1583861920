import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { GalleryService } from './gallery-service.ts';

export function registerGalleryRoutes(app: FastifyInstance, deps: { gallery: GalleryService }) {
  const { gallery } = deps;
  defineCall(app, 'Gallery/getPictures', (b) => gallery.pictures(b));
  defineCall(app, 'Gallery/pictureInfo', async (b, { req }) => gallery.pictureInfo(b.id, await req.member()));
  defineCall(app, 'Gallery/addPicture', (b, { member }) => gallery.addPicture(member.id, b));
}
