import type { Database } from '../../db/client.ts';
import { chinaParts } from '../../lib/china-time.ts';

/**
 * What the public searches read, by topic: listings (exhibitions and conferences), design tasks, build
 * projects, people (designers and factories) and 3D models. A write to a table a topic's answers are read
 * from makes that topic's answers stale (the triggers of migration 0057).
 */
export const searchTopics = ['listings', 'tasks', 'projects', 'people', 'models'] as const;
export type SearchTopic = (typeof searchTopics)[number];

/** The channel the triggers announce a topic on, at commit. */
const CHANNEL = 'search';

export interface AnswerCacheOptions {
  /** How long an answer is reused at most, whatever its topic's version: what a date or a deadline changes. */
  ttlMs: number;
  /** Answers kept at most (the least recently used go first). */
  maxEntries: number;
}

interface Entry {
  version: string;
  generation: number;
  at: number;
  value: Promise<unknown>;
}

/**
 * The public searches' answers, reused while nothing they are read from has changed (issue 34 point 4,
 * decision 065). At a million rows a search costs 5–20 ms of a core; with ten clients on two cores they
 * queue behind one another, and most of what a marketplace's visitors ask is what others asked a moment
 * ago (the hall's first page, a city, a common word).
 *
 * An answer is reused when all of these hold:
 * - its topic's version (a sequence each write of its tables moves, in the writing statement) is the one
 *   read before it was computed: a write is seen by the next request, in any process;
 * - no announcement of its topic arrived since (the same write's `pg_notify` at commit): an answer computed
 *   between a write's statement and its commit, which could not see the write, is not reused after it;
 * - it is younger than `ttlMs` and from the same day in China (what `ongoing` and `upcoming` mean moves
 *   with the date; a deadline passing moves no row).
 * Only calls whose answer depends on the body alone (no member, no session) use it. An answer that failed
 * is not kept; requests asking the same while it is computed share its computation.
 */
export async function createAnswerCache(database: Database, o: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>(searchTopics.map((t) => [t, 0]));
  const forget = (topic: string) => {
    const g = generations.get(topic);
    if (g !== undefined) generations.set(topic, g + 1);
  };
  const stop =
    o.ttlMs > 0
      ? await database.listen(
          CHANNEL,
          forget,
          // announcements may have been lost while the connection was down
          () => searchTopics.forEach(forget),
        )
      : async () => {};

  const versionOf = async (topic: SearchTopic) => {
    // a sequence's last value: one page read, no lock, whatever is written meanwhile (`is_called` tells
    // its start from its first move, which leave `last_value` at 1 both)
    const [row] = await database.query<{ v: string }>(
      `SELECT last_value || ':' || is_called AS v FROM search_version_${topic}`,
    );
    return String(row?.v);
  };

  return {
    /**
     * The answer of `compute` for this call and body (its parsed fields, in any order), reused while it
     * holds (above).
     */
    async answer<T>(
      topic: SearchTopic,
      call: string,
      body: Record<string, unknown>,
      compute: () => Promise<T>,
    ): Promise<T> {
      if (o.ttlMs <= 0) return compute();
      const now = Date.now();
      const fields = Object.keys(body)
        .sort()
        .map((k) => [k, body[k]]);
      const id = `${call}\u0000${chinaParts(new Date(now)).date}\u0000${JSON.stringify(fields)}`;
      const generation = generations.get(topic) ?? 0;
      const version = await versionOf(topic);
      const found = entries.get(id);
      if (found && found.version === version && found.generation === generation && now - found.at < o.ttlMs) {
        // the most recently used last
        entries.delete(id);
        entries.set(id, found);
        return found.value as Promise<T>;
      }
      const entry: Entry = { version, generation, at: now, value: compute() };
      // a stale one's place goes too: the newest last
      entries.delete(id);
      entries.set(id, entry);
      if (entries.size > o.maxEntries) entries.delete(entries.keys().next().value as string);
      entry.value.catch(() => {
        if (entries.get(id) === entry) entries.delete(id);
      });
      return entry.value as Promise<T>;
    },
    close: stop,
  };
}

export type AnswerCache = Awaited<ReturnType<typeof createAnswerCache>>;
