import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import { createSearchService, type SearchKind, type SearchService } from './search-service.ts';

/**
 * Keyword search over every searchable kind (decision 008): the kinds register here once (app.ts lists
 * them); each kind's own search call uses its registration (`defineSearchKind`). When the server starts
 * listening, the vectors that are missing (rows stored before their kind had one) are computed, a batch
 * at a time; until then those rows are not found by keyword. Then, and every `COMMON_WORDS_MS`, the
 * common words are read from the statistics (decision 071).
 */
export function registerSearch(
  app: FastifyInstance,
  deps: { db: Db; kinds: readonly SearchKind[]; jobs: JobsService },
): SearchService {
  const search = createSearchService(deps);
  app.addHook('onListen', async () => {
    try {
      const filled = await search.fillMissing();
      if (Object.keys(filled).length > 0) app.log.info({ filled }, 'search: missing vectors computed');
    } catch (err) {
      app.log.error({ err }, 'search: computing missing vectors failed');
    }
    try {
      await search.refreshCommonWords();
    } catch (err) {
      app.log.error({ err }, 'search: reading the common words failed');
    }
  });
  // the statistics move with autovacuum's ANALYZE (decision 071)
  deps.jobs.define({
    name: 'search.commonWords',
    title: '更新搜索常用词统计',
    schedule: { everyMs: COMMON_WORDS_MS },
    async run(_payload, { tx }) {
      await search.refreshCommonWords(tx);
    },
  });
  return search;
}

/** How often the common words are read again from the statistics. */
export const COMMON_WORDS_MS = 15 * 60_000;
