import { calls } from '@hz/contract/calls';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn, rateLimited } from '../../lib/app-error.ts';
import { clientKey } from '../../lib/client-key.ts';
import { defineCall } from '../../lib/route.ts';
import type { Limiter } from '../limits/limits-service.ts';
import { streamTopics } from './messages-repository.ts';
import type { MessagesService } from './messages-service.ts';
import type { UnreadHub } from './unread-hub.ts';

/** `Retry-After` of a stream refused for the caps: the client's own streams end when it leaves a page. */
const STREAM_RETRY_AFTER_SECONDS = 30;

export function registerMessagesRoutes(
  app: FastifyInstance,
  deps: {
    messages: MessagesService;
    hub: UnreadHub;
    sessionAlive: (sessionId: string) => Promise<boolean>;
    /** The shared limiter: the caps count every server process's streams. */
    limiter: Limiter;
    limits: { streamsPerMember: number; streamsPerIp: number; streamHeartbeatMs: number };
  },
) {
  const { messages, hub, limits } = deps;

  defineCall(app, 'Tipcenter/getList', (b, { member }) => messages.list(member.id, b));
  defineCall(app, 'Tipcenter/editMsg', (b, { member }) =>
    messages.setRead(member.id, 'all' in b ? 'all' : b.ids, b.read),
  );
  defineCall(app, 'Tipcenter/delMsg', (b, { member }) => messages.remove(member.id, b.ids));

  // Server-sent events: `event: unread` on connect and on every change of the member's unread count.
  // A new stream beyond the caps is refused (429), never an open one closed: the browser reopens a closed
  // stream by itself, so closing the oldest would only make a member's tabs take turns (docs/domains/messages.md).
  // The caps are slots of the shared limiter (modules/limits), per member and per client (an IPv4 address
  // or IPv6 /64), over every server process; a slot is given back when its stream ends.
  const open = new Set<() => void>();
  app.get(calls['Tipcenter/stream'].path, async (req, reply) => {
    const member = await req.member();
    const sessionId = await req.sessionId();
    if (!member || !sessionId) throw notLoggedIn();
    const client = clientKey(req.ip);
    // the member's cap first: its refusal tells the member what to do
    const mine = await deps.limiter.acquire([
      { key: `stream:member:${member.id}`, max: limits.streamsPerMember },
    ]);
    if ('refused' in mine)
      throw rateLimited('实时消息连接过多，请关闭部分页面后再试', STREAM_RETRY_AFTER_SECONDS, undefined, 1);
    const theirs = await deps.limiter.acquire([{ key: `stream:client:${client}`, max: limits.streamsPerIp }]);
    if ('refused' in theirs) {
      await mine.release();
      throw rateLimited('实时消息连接过多，请稍后再试', STREAM_RETRY_AFTER_SECONDS, undefined, 1);
    }
    let counted = true;
    const uncount = () => {
      if (!counted) return;
      counted = false;
      void mine.release();
      void theirs.release();
    };
    let initial: number;
    try {
      initial = await messages.unreadCount(member.id);
    } catch (err) {
      uncount();
      throw err;
    }
    reply.hijack();
    const res = reply.raw;
    // a long response, not a long request: the heartbeat keeps it alive, not the connection idle limit
    res.socket?.setTimeout?.(0);
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
    // the count last sent: an announcement that changes nothing (e.g. a change committed just before the
    // stream subscribed, whose notification arrives after) sends nothing
    let sent = initial;
    // a stream outlives its request: before each push, check that its session has not ended since
    const unsubscribe = hub.subscribe(
      member.id,
      (unread) => {
        deps.sessionAlive(sessionId).then(
          (alive) => {
            if (!alive) end();
            else if (unread !== sent) {
              sent = unread;
              write(unread);
            }
          },
          () => end(),
        );
      },
      // a conversation's news: `event: talk` with the task, `event: consult` with the thread, so its
      // open page refreshes
      (topic, id) => {
        deps.sessionAlive(sessionId).then(
          (alive) => {
            if (!alive) end();
            else if (!res.writableEnded)
              res.write(`event: ${topic}\ndata: ${JSON.stringify({ [streamTopics[topic]]: id })}\n\n`);
          },
          () => end(),
        );
      },
    );
    // the heartbeat also checks the session, so a logout ends the stream within one beat, push or not
    const heartbeat = setInterval(() => {
      deps.sessionAlive(sessionId).then(
        (alive) => (alive ? res.write(': ping\n\n') : end()),
        () => end(),
      );
    }, limits.streamHeartbeatMs);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      uncount();
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.raw.on('close', end);
    res.on('close', end);
    // gone while the count was read: no close event is coming, and the stream must not stay counted
    if (!res.socket || res.socket.destroyed) end();
  });

  // streams never finish by themselves: end them so that the server can close
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });
}
