import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createSearchService, type SearchKind, type SearchService } from './search-service.ts';

/**
 * Keyword search over every searchable kind (decision 008): the kinds register here once (app.ts lists
 * them); each kind's own search call uses its registration (`defineSearchKind`). When the server starts
 * listening, the vectors that are missing (rows stored before their kind had one) are computed, a batch
 * at a time; until then those rows are not found by keyword.
 */
export function registerSearch(
  app: FastifyInstance,
  deps: { db: Db; kinds: readonly SearchKind[] },
): SearchService {
  const search = createSearchService(deps);
  app.addHook('onListen', async () => {
    try {
      const filled = await search.fillMissing();
      if (Object.keys(filled).length > 0) app.log.info({ filled }, 'search: missing vectors computed');
    } catch (err) {
      app.log.error({ err }, 'search: computing missing vectors failed');
    }
  });
  return search;
}
