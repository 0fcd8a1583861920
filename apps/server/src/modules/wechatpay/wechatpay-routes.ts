import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { defineCall } from '../../lib/route.ts';
import { signedHeaders } from './wechatpay-crypto.ts';
import { cashierPage, chargingPath, type DevWechatpay, noticePage } from './wechatpay-dev.ts';
import type { WechatpayService } from './wechatpay-service.ts';

/** WeChat Pay's notifies are a couple of kilobytes; the dev cashier's form is one field. */
const BODY_LIMIT = 16 * 1024;

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

/** The dev cashier's pages: `same-origin` referrers, so that its form post carries a real Origin. */
function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(body);
}

export function registerWechatpayRoutes(
  app: FastifyInstance,
  deps: { wechatpay: WechatpayService; dev?: DevWechatpay; now?: () => Date },
) {
  const { wechatpay, dev } = deps;
  const clock = deps.now ?? (() => new Date());

  defineCall(app, 'WechatPay/options', async () => ({ available: await wechatpay.available() }));
  defineCall(app, 'WechatPay/getPayLink', (b, { member, req }) =>
    wechatpay.getPayLink(member.id, b.amount, b.tradeType, { ip: req.ip }),
  );
  defineCall(app, 'WechatPay/orderInfo', (b, { member }) => wechatpay.orderInfo(member.id, b.orders));

  // The notify's signature covers the exact body text, so JSON is kept as text in this scope (and only
  // here); the dev cashier posts a form.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_r, body, done) => done(null, body.toString()),
    );

    scope.post('/api/WechatPay/notify', async (req, reply) => {
      const header = (n: string) => {
        const v = req.headers[n];
        return typeof v === 'string' ? v : undefined;
      };
      const body = typeof req.body === 'string' ? req.body : '';
      const answer = await wechatpay.handleNotify(signedHeaders(header), body);
      return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
    });

    if (!dev) return;
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      parseForm,
    );

    /** The caller's pending, unexpired order, or the page that says why not. */
    async function payable(req: FastifyRequest, reply: FastifyReply, orders: unknown) {
      const member = await req.member();
      if (!member) {
        await html(reply, 401, noticePage('请先登录', '请登录后再支付充值订单。', '/login'));
        return null;
      }
      const order =
        typeof orders === 'string' && orders.length <= 64
          ? await wechatpay.ownOrder(member.id, orders)
          : null;
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

    scope.get('/api/WechatPay/devPay', async (req, reply) => {
      const order = await payable(req, reply, (req.query as Record<string, unknown>).orders);
      if (order) return html(reply, 200, cashierPage(order));
      return reply;
    });

    scope.post('/api/WechatPay/devPay', async (req, reply) => {
      const order = await payable(req, reply, (req.body as Record<string, unknown> | undefined)?.orders);
      if (!order) return reply;
      // the fake marks the trade paid and sends what WeChat Pay would: through the real notify handler
      const notify = await dev.pay(order.orders);
      const answer = await wechatpay.handleNotify(
        signedHeaders((n) => notify.headers[n]),
        notify.body,
      );
      if (answer.body.code !== 'SUCCESS') {
        throw new Error(`the dev fake's notify for ${order.orders} was refused`);
      }
      return reply.redirect(chargingPath(order.orders), 303);
    });
  });
}
