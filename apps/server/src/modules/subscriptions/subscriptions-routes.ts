import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { SubscriptionsService } from './subscriptions-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscriptions: tests make unsubscribe links with it. */
    subscriptions: SubscriptionsService;
  }
}

const pages = {
  done: ['已退订', '您已退订这个订阅，之后不会再收到它的推送。需要时可在“个人中心 › 我的订阅”中恢复。'],
  gone: ['订阅已不存在', '这个订阅已被删除，不会再收到它的推送。'],
  invalid: [
    '退订链接无效',
    '这个退订链接不完整或已被修改，订阅没有变化。请从最新的通知中打开退订链接，或登录后在“我的订阅”中管理。',
  ],
  expired: [
    '退订链接已过期',
    '这个退订链接已过期，订阅没有变化。请从最新的通知中打开退订链接，或登录后在“我的订阅”中管理。',
  ],
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The small page the unsubscribe link answers with: no script, styles inline, works without a login. */
function page(title: string, text: string) {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - 会展通</title>
<style>body{margin:0;padding:0 16px;font:16px/1.6 system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#1f1f1f;background:#f5f5f5}
main{max-width:480px;margin:48px auto;padding:24px;background:#fff;border-radius:8px}h1{font-size:20px;margin:0 0 12px}
a{color:#0958d9}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/personCenter/subscriptions">管理我的订阅</a> · <a href="/mainPage">返回首页</a></p></main></body></html>`;
}

export function registerSubscriptionsRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionsService },
) {
  const { subscriptions } = deps;
  app.decorate('subscriptions', subscriptions);
  defineCall(app, 'Subscribe/add', (b, { member }) => subscriptions.add(member.id, b));
  defineCall(app, 'Subscribe/list', (_b, { member }) => subscriptions.list(member.id));
  defineCall(app, 'Subscribe/pause', (b, { member }) => subscriptions.pause(member.id, b.id, b.paused));
  defineCall(app, 'Subscribe/del', (b, { member }) => subscriptions.remove(member.id, b.id));

  // The notices' one-click link (decision 052): a GET, so a click in an SMS or the message centre is enough.
  app.get('/unsubscribe', async (req, reply) => {
    const token = String((req.query as Record<string, unknown>).token ?? '').slice(0, 100);
    const outcome = await subscriptions.unsubscribe(token);
    const [title, text] = pages[outcome];
    return reply
      .status(outcome === 'done' || outcome === 'gone' ? 200 : 400)
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page(title, text));
  });
}
