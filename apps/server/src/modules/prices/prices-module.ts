import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { defineCall } from '../../lib/route.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import { createPricesService } from './prices-service.ts';

/**
 * Price references (issue 32; docs/domains/price-guide.md; decision 059): the job that recomputes
 * `price_refs` every night, and the three calls that read it.
 */
export function registerPrices(app: FastifyInstance, deps: { db: Db; jobs: JobsService }) {
  const prices = createPricesService({ db: deps.db });
  deps.jobs.define({
    name: 'prices.recompute',
    title: '每日重算搭建价格参考',
    schedule: { dailyAt: '02:30' },
    async run(_payload, { tx }) {
      const cells = await prices.recompute(tx);
      app.log.info({ cells }, 'prices: price references recomputed');
    },
  });
  defineCall(app, 'Price/guide', () => prices.guide());
  defineCall(app, 'Price/ref', (b) => prices.ref(b));
  defineCall(app, 'Price/projectRef', async (b, { req }) =>
    prices.projectRef(b.id, (await req.member()) ?? null),
  );
  return prices;
}
