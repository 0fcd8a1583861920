import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { BizError } from '../lib/api-client.ts';

/**
 * What a server-rendered page (decision 041) hands to the browser beside its HTML: the query answers it
 * was rendered from, in a `<script type="application/json" id="hz-ssr">` (a data block: not run, so the
 * content security policy allows it). A visitor's answers (the server renders without cookies), or the
 * member's own on the pages rendered for them (decision 066, `member`).
 */
export interface ServerData {
  queries: DehydratedState;
  /** Rendered with the phone layout (the visitor's User-Agent; lib/use-media-query.ts). */
  mobile?: boolean;
  /** Rendered for the logged-in member with their session (decision 066): the answers are theirs already. */
  member?: boolean;
}

export const SERVER_DATA_ID = 'hz-ssr';

/** The JSON text of a data block: `<` escaped, so that no value can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerData(doc: Document): ServerData | undefined {
  const el = doc.getElementById(SERVER_DATA_ID);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as ServerData;
  } catch {
    return undefined;
  }
}

/**
 * Puts the server's answers into the client's cache before hydrating, so that the first render matches
 * the HTML. A refusal (`not_found`) becomes a BizError again (the screens tell it by its class). Once
 * `loginCheck` says a member is logged in, the answers are asked again with their session (a member's
 * own fields: 收藏, contact details, their own items).
 */
export function hydrateServerData(client: QueryClient, data: ServerData): () => void {
  const queries = data.queries.queries.map((q) => {
    const err = q.state.error as { errCode?: unknown } | null | undefined;
    if (!err || typeof err.errCode !== 'string') return q;
    return {
      ...q,
      state: { ...q.state, error: new BizError(err as ConstructorParameters<typeof BizError>[0]) },
    };
  });
  hydrate(client, { ...data.queries, queries });
  // as on the server (entry-server.tsx): an item that is not public is shown so, not asked again on mount
  for (const q of queries)
    if (q.state.status === 'error') client.setQueryDefaults(q.queryKey, { retryOnMount: false });
  if (data.member) return keepWhileHydrating(client, queries);
  const unsubscribe = client.getQueryCache().subscribe((e) => {
    if (e.type !== 'updated' || e.query.queryKey[0] !== 'loginCheck' || e.query.state.status !== 'success')
      return;
    unsubscribe();
    if ((e.query.state.data as { loginState?: boolean } | undefined)?.loginState !== true) return;
    for (const q of queries) {
      // a refusal to a visitor may be the member's own item: asked again with their session also when
      // its screen mounts only after this (a lazy screen), which a refusal kept for good would not be;
      // invalidated, not reset, so that a page still hydrating keeps rendering what the server sent
      if (q.state.status === 'error') client.setQueryDefaults(q.queryKey, { retryOnMount: true });
      void client.invalidateQueries({ queryKey: q.queryKey, exact: true });
    }
  });
  return () => {};
}

/**
 * A member's page (decision 066) is rendered for this request with their session (`private, no-store`):
 * its answers are as fresh as can be. The screens that ask theirs with `staleTime: 0` (the wallet, the
 * message lists) would ask them all again as they mount while the page hydrates; until the page is
 * hydrated (the returned function, called by main.tsx with the page's hydrated mark), a query hydrated from
 * the page's answers is not asked again on mount. Later mounts (a navigation back) ask as before; news
 * that comes meanwhile comes by the message stream, whose first event compares the unread count and
 * refreshes the message lists when it differs (features/messages/api/unread-count.ts).
 */
function keepWhileHydrating(client: QueryClient, queries: DehydratedState['queries']): () => void {
  const cache = client.getQueryCache();
  const fresh = new Set<Query>();
  for (const q of queries) {
    const query = q.state.status === 'success' && cache.find({ queryKey: q.queryKey, exact: true });
    if (query) fresh.add(query as Query);
  }
  const defaults = client.getDefaultOptions();
  const before = defaults.queries?.refetchOnMount;
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) =>
        fresh.has(query as Query) ? false : typeof before === 'function' ? before(query) : (before ?? true),
    },
  });
  return () => {
    fresh.clear();
    client.setDefaultOptions(defaults);
  };
}
