import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { ContactService } from './contact-service.ts';

/** 联系我们: the contact settings and feedback (public), and the console's feedback queue (operators). */
export function registerContactRoutes(app: FastifyInstance, deps: { contact: ContactService }) {
  const { contact } = deps;
  defineCall(app, 'Common/contactInfo', async () => contact.contactInfo());
  defineCall(app, 'Common/feedbackAdd', async (b, { req }) => {
    const member = await req.member();
    return contact.add({ member, ip: req.ip }, b);
  });
  defineCall(app, 'Admin/feedbackList', (b) => contact.list(b));
  defineCall(app, 'Admin/feedbackHandle', (b, { member }) => contact.handle(member.id, b));
}
