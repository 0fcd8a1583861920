import type { CallName } from '@hz/contract/calls';
import { type QueryClient, skipToken, useQuery } from '@tanstack/react-query';

/** Every cached answer of the message centre lives under this key. */
export const messagesKey = ['messages'] as const;
/** The member's unread count, shared by the header bell and the /message page. */
export const unreadKey = [...messagesKey, 'unread'] as const;
/** Prefix of every page of the message list (see get-list.ts). */
export const messageListsKey = [...messagesKey, 'list'] as const;

const streamName: CallName = 'Tipcenter/stream';
export const STREAM_URL = `/api/${streamName}`;

/** A reopen after the stream was given up (not by a logout): first after 3 s, then slower, at most 30 s. */
const REOPEN_MIN_MS = 3_000;
const REOPEN_MAX_MS = 30_000;

/**
 * Records a new unread count. When it differs from the one we had, the lists on screen are out of
 * date (a message arrived, or another tab read or deleted some): they are refetched.
 */
export function receiveUnreadCount(client: QueryClient, unread: number): void {
  const before = client.getQueryData<number>(unreadKey);
  client.setQueryData(unreadKey, unread);
  if (before !== undefined && before !== unread) {
    void client.invalidateQueries({ queryKey: messageListsKey });
  }
}

/** `data` of an `unread` event: `{"unread": N}`; anything else is ignored. */
export function parseUnreadEvent(data: unknown): number | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const v = JSON.parse(data) as { unread?: unknown };
    return typeof v?.unread === 'number' && Number.isInteger(v.unread) && v.unread >= 0
      ? v.unread
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The conversations whose news comes on the stream (decision 025 for tasks, 051 for consultations): the
 * event's name and the field of its data that holds the object's id.
 */
const conversationEvents = { talk: 'task', consult: 'thread' } as const;
type ConversationEvent = keyof typeof conversationEvents;

/** `data` of a conversation event: `{"task": N}` (`talk`) or `{"thread": N}` (`consult`). */
function parseConversationEvent(event: ConversationEvent, data: unknown): number | undefined {
  if (typeof data !== 'string') return undefined;
  const field = conversationEvents[event];
  try {
    const v = JSON.parse(data) as Record<string, unknown>;
    const id = v?.[field];
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** `data` of a `talk` event: `{"task": N}`, a design task whose conversation has a new message. */
export const parseTalkEvent = (data: unknown) => parseConversationEvent('talk', data);
/** `data` of a `consult` event: `{"thread": N}`, a consultation thread that changed. */
export const parseConsultEvent = (data: unknown) => parseConversationEvent('consult', data);

type ConversationListener = (id: number) => void;
const conversationListeners: Record<ConversationEvent, Set<ConversationListener>> = {
  talk: new Set(),
  consult: new Set(),
};

function onConversationEvent(event: ConversationEvent, listener: ConversationListener): () => void {
  conversationListeners[event].add(listener);
  return () => {
    conversationListeners[event].delete(listener);
  };
}

/**
 * Calls `listener` with the task of every `talk` event of the app's stream (a task conversation has a
 * new message, decision 025) while it is subscribed; returns the unsubscribe. The stream itself is kept
 * open by the app while the member is logged in; this only listens to it.
 */
export const onTalkEvent = (listener: ConversationListener) => onConversationEvent('talk', listener);
/** The same for `consult` events: the thread of a consultation that has news (decision 051). */
export const onConsultEvent = (listener: ConversationListener) => onConversationEvent('consult', listener);

/** What the stream needs from the app: the login state, asked afresh, and what to do on a logout. */
export interface StreamHooks {
  /** Asks the server: true/false, or undefined when it cannot be reached. */
  isLoggedIn: () => Promise<boolean | undefined>;
  /** The stream failed because the member is logged out (e.g. the session ended elsewhere). */
  onLoggedOut: () => void;
}

interface Subscription {
  client: QueryClient;
  hooks: StreamHooks;
  users: number;
  source: EventSource | null;
  reopenTimer: ReturnType<typeof setTimeout> | undefined;
  reopenDelay: number;
}

/** The one live stream of the app: opened by the first user, closed when the last one lets go. */
let current: Subscription | null = null;

function open(sub: Subscription): void {
  if (typeof EventSource === 'undefined') return;
  const source = new EventSource(STREAM_URL);
  sub.source = source;
  source.addEventListener('unread', (ev) => {
    const unread = parseUnreadEvent((ev as MessageEvent).data);
    if (unread === undefined) return;
    sub.reopenDelay = REOPEN_MIN_MS;
    receiveUnreadCount(sub.client, unread);
  });
  for (const event of Object.keys(conversationEvents) as ConversationEvent[])
    source.addEventListener(event, (ev) => {
      const id = parseConversationEvent(event, (ev as MessageEvent).data);
      if (id === undefined) return;
      for (const listener of [...conversationListeners[event]]) listener(id);
    });
  source.onerror = () => {
    // The browser retries a dropped stream by itself (readyState CONNECTING) and gives up on a refused
    // one (401, 5xx: CLOSED). Either way: is the member still logged in? If not, the stream ends here.
    void sub.hooks
      .isLoggedIn()
      .catch(() => undefined)
      .then((loggedIn) => {
        if (current !== sub || sub.source !== source) return;
        if (loggedIn === false) {
          close(sub);
          sub.hooks.onLoggedOut();
          return;
        }
        if (source.readyState === EventSource.CLOSED) {
          // refused while logged in (a restart, a proxy error): open it again a little later
          sub.source = null;
          clearTimeout(sub.reopenTimer);
          sub.reopenTimer = setTimeout(() => {
            if (current === sub && !sub.source) open(sub);
          }, sub.reopenDelay);
          sub.reopenDelay = Math.min(sub.reopenDelay * 2, REOPEN_MAX_MS);
        }
      });
  };
}

function close(sub: Subscription): void {
  clearTimeout(sub.reopenTimer);
  sub.reopenTimer = undefined;
  sub.source?.close();
  sub.source = null;
}

/**
 * Joins the app's one `EventSource('/api/Tipcenter/stream')` (opening it if needed); its `unread`
 * events fill the cache entry `['messages', 'unread']`. Call it only while logged in; the returned
 * function leaves, and the last one to leave closes the stream.
 */
export function subscribeUnread(client: QueryClient, hooks: StreamHooks): () => void {
  if (current && current.client !== client) {
    close(current);
    current = null;
  }
  if (!current) {
    current = { client, hooks, users: 0, source: null, reopenTimer: undefined, reopenDelay: REOPEN_MIN_MS };
    open(current);
  }
  const sub = current;
  sub.users += 1;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    sub.users -= 1;
    if (sub.users <= 0 && current === sub) {
      close(sub);
      current = null;
    }
  };
}

/**
 * Unread messages of the member, live: the app keeps the stream open while logged in (see
 * app/unread-stream.ts); the list and the mutations update the same entry. 0 before the first answer.
 */
export function useUnreadCount(): number {
  const { data } = useQuery<number>({ queryKey: unreadKey, queryFn: skipToken });
  return data ?? 0;
}
