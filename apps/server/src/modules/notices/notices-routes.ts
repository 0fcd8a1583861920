import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { NoticesService } from './notices-service.ts';
import { parseWechatXml, wechatSignatureOk } from './wechat-mp-client.ts';

/** A callback body is a short XML event; anything larger is not WeChat's. */
const CALLBACK_LIMIT = 16_384;

export function registerNoticesRoutes(
  app: FastifyInstance,
  deps: { notices: NoticesService; wechatToken: string | undefined },
) {
  const { notices } = deps;
  defineCall(app, 'Notice/settings', (_b, { member }) => notices.settings(member.id));
  defineCall(app, 'Notice/saveSettings', (b, { member }) => notices.saveSettings(member.id, b.groups));
  defineCall(app, 'Notice/wechatQr', (_b, { member }) => notices.wechatQr(member.id));
  defineCall(app, 'Notice/wechatUnbind', (_b, { member }) => notices.unbind(member.id));
  defineCall(app, 'Admin/noticeList', (b) => notices.list(b));

  const token = deps.wechatToken;
  if (!token) return;
  // The service account's server URL (消息推送): WeChat checks it with a GET that must echo `echostr`, then
  // posts the followers' events as XML. Both are signed with the account's token; an unsigned request is
  // answered 403 and changes nothing. XML bodies are parsed in this scope only.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    for (const type of ['text/xml', 'application/xml'])
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: CALLBACK_LIMIT }, (_r, body, done) =>
        done(null, body),
      );
    const plain = (reply: import('fastify').FastifyReply, status: number, text: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);

    scope.get('/api/wechat/mp', async (req, reply) => {
      const q = req.query as Record<string, string | undefined>;
      if (!wechatSignatureOk(token, q)) return plain(reply, 403, 'invalid signature');
      return plain(reply, 200, String(q.echostr ?? ''));
    });
    scope.post('/api/wechat/mp', async (req, reply) => {
      if (!wechatSignatureOk(token, req.query as Record<string, string | undefined>))
        return plain(reply, 403, 'invalid signature');
      await notices.wechatEvent(parseWechatXml(typeof req.body === 'string' ? req.body : ''));
      // WeChat expects `success` (or an empty body) within 5 s, else it retries the event
      return plain(reply, 200, 'success');
    });
  });
}
