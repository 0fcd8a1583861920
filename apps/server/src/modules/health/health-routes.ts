import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../plugins/envelope.ts';

export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get('/api/health', async (req) => {
    try {
      await database.query('SELECT 1');
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      throw new AppError('unavailable', '数据库不可用');
    }
    return ok({ status: 'ok', database: database.kind });
  });
}
