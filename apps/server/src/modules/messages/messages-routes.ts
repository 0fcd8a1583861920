import { calls } from '@hz/contract/calls';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../lib/app-error.ts';
import { defineCall } from '../../lib/route.ts';
import type { MessagesService } from './messages-service.ts';
import type { UnreadHub } from './unread-hub.ts';

const HEARTBEAT_MS = 25_000;

export function registerMessagesRoutes(
  app: FastifyInstance,
  deps: { messages: MessagesService; hub: UnreadHub; sessionAlive: (sessionId: string) => Promise<boolean> },
) {
  const { messages, hub } = deps;

  defineCall(app, 'Tipcenter/getList', (b, { member }) => messages.list(member.id, b));
  defineCall(app, 'Tipcenter/editMsg', (b, { member }) =>
    messages.setRead(member.id, 'all' in b ? 'all' : b.ids, b.read),
  );
  defineCall(app, 'Tipcenter/delMsg', (b, { member }) => messages.remove(member.id, b.ids));

  // Server-sent events: `event: unread` on connect and on every change of the member's unread count.
  const open = new Set<() => void>();
  app.get(calls['Tipcenter/stream'].path, async (req, reply) => {
    const member = await req.member();
    const sessionId = await req.sessionId();
    if (!member || !sessionId) throw notLoggedIn();
    const initial = await messages.unreadCount(member.id);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': req.id,
    });
    const write = (unread: number) => res.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
    res.write('retry: 3000\n\n');
    write(initial);
    // a stream outlives its request: before each push, check that its session has not ended since
    const unsubscribe = hub.subscribe(member.id, (unread) => {
      deps.sessionAlive(sessionId).then(
        (alive) => (alive ? write(unread) : end()),
        () => end(),
      );
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.raw.on('close', end);
  });

  // streams never finish by themselves: end them so that the server can close
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });
}
