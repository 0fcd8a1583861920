import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { defineCall } from '../../lib/route.ts';
import { cashierPage, chargingPath, type DevAlipay, noticePage } from './alipay-dev.ts';
import type { AlipayService } from './alipay-service.ts';

/** Alipay's notifies are a couple of kilobytes; the simulator's form is one field. */
const FORM_LIMIT = 16 * 1024;

/** A form body as a plain record; a field given twice is refused rather than guessed at. */
function parseForm(
  _req: FastifyRequest,
  body: string | Buffer,
  done: (err: Error | null, body?: unknown) => void,
) {
  const fields: Record<string, string> = Object.create(null);
  for (const [k, v] of new URLSearchParams(body.toString())) {
    if (k in fields) {
      done(new AppError('bad_request', `表单字段重复：${k}`));
      return;
    }
    fields[k] = v;
  }
  done(null, fields);
}

/**
 * A simulator page. Its referrer policy is `same-origin`, not the site's `no-referrer`: under
 * `no-referrer` a browser sends `Origin: null` with a form post, which the Origin check refuses.
 */
function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(body);
}

export function registerAlipayRoutes(
  app: FastifyInstance,
  deps: { alipay: AlipayService; dev?: DevAlipay; now?: () => Date },
) {
  const { alipay, dev } = deps;
  const clock = deps.now ?? (() => new Date());

  defineCall(app, 'Alipay/getPayLink', (b, { member }) => alipay.getPayLink(member.id, b.amount));
  defineCall(app, 'Alipay/orderInfo', (b, { member }) => alipay.orderInfo(member.id, b.orders));

  // Form bodies are parsed in this scope only, and only forms: Alipay's notify (no session, no Origin)
  // and, in dev mode, the simulator's same-origin form post. Every other call still takes JSON alone.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      parseForm,
    );

    scope.post('/api/Alipay/notify', async (req, reply) => {
      const answer = await alipay.handleNotify((req.body ?? {}) as Record<string, unknown>);
      return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(answer);
    });

    if (!dev) return;

    /** The caller's pending, unexpired order, or the page that says why not. */
    async function payable(req: FastifyRequest, reply: FastifyReply, orders: unknown) {
      const member = await req.member();
      if (!member) {
        await html(reply, 401, noticePage('请先登录', '请登录后再支付充值订单。', '/login'));
        return null;
      }
      const order =
        typeof orders === 'string' && orders.length <= 64 ? await alipay.ownOrder(member.id, orders) : null;
      if (!order) {
        await html(reply, 404, noticePage('订单不存在', '没有找到这个充值订单。', '/personCenter/charging'));
        return null;
      }
      const back = chargingPath(order.orders);
      if (order.status === 'paid') {
        await html(reply, 409, noticePage('订单已支付', `充值订单 ${order.orders} 已支付。`, back));
        return null;
      }
      if (order.status === 'closed' || order.expireAt <= clock()) {
        await html(
          reply,
          409,
          noticePage('订单已关闭', `充值订单 ${order.orders} 已过期，请重新下单。`, back),
        );
        return null;
      }
      return order;
    }

    scope.get('/api/Alipay/devPay', async (req, reply) => {
      const order = await payable(req, reply, (req.query as Record<string, unknown>).orders);
      if (order) return html(reply, 200, cashierPage(order));
      return reply;
    });

    scope.post('/api/Alipay/devPay', async (req, reply) => {
      const order = await payable(req, reply, (req.body as Record<string, unknown> | undefined)?.orders);
      if (!order) return reply;
      // exactly what Alipay would send, through the real notify handler and its signature check
      const answer = await alipay.handleNotify(await dev.paidNotify(order, clock()));
      if (answer !== 'success') throw new Error(`the dev simulator's notify for ${order.orders} was refused`);
      return reply.redirect(chargingPath(order.orders), 303);
    });
  });
}
