import type { Database } from '../../db/client.ts';
import { type StreamTopic, streamTopics, TIPCENTER_CHANNEL } from './messages-repository.ts';

type Push = (unread: number) => void;
/**
 * A conversation has news: a task's (`talk`, modules/tasks, decision 025) or a consultation's (`consult`,
 * modules/consult, decision 051), with the object's id.
 */
type Talk = (topic: StreamTopic, id: number) => void;
interface Subscriber {
  push: Push;
  talk?: Talk;
}

/** The payload of a conversation's announcement on the same channel: `<member>:<topic>:<id>`. */
const TALK_PAYLOAD = new RegExp(`^(\\d+):(${Object.keys(streamTopics).join('|')}):(\\d+)$`);

/**
 * Live unread counts for the server-sent event streams of this process. Every change of a member's
 * messages is announced with `pg_notify('tipcenter', memberId)` by whichever process made it; each
 * process LISTENs and pushes the fresh count to its own streams of that member. A conversation's news is
 * announced on the same channel as `<member>:<topic>:<id>` (`notifyTopic`: a task's `talk`, a
 * consultation's `consult`) and passed to the streams of that member as it is (no count to read).
 */
export async function createUnreadHub(
  database: Database,
  countUnread: (memberId: number) => Promise<number>,
) {
  const subscribers = new Map<number, Set<Subscriber>>();

  const refresh = async (memberId: number) => {
    const subs = subscribers.get(memberId);
    if (!subs?.size) return;
    const n = await countUnread(memberId);
    for (const s of subs) s.push(n);
  };

  const stop = await database.listen(
    TIPCENTER_CHANNEL,
    (payload) => {
      const talk = TALK_PAYLOAD.exec(payload);
      if (talk) {
        const topic = talk[2] as StreamTopic;
        for (const s of subscribers.get(Number(talk[1])) ?? []) s.talk?.(topic, Number(talk[3]));
        return;
      }
      const memberId = Number(payload);
      if (Number.isSafeInteger(memberId)) refresh(memberId).catch(() => {});
    },
    // the connection dropped (a database restart) and LISTENs again: what changed in between was not
    // announced, so every open stream gets its member's count afresh (a stream sends only a change)
    () => {
      for (const memberId of subscribers.keys()) refresh(memberId).catch(() => {});
    },
  );

  return {
    subscribe(memberId: number, push: Push, talk?: Talk): () => void {
      const subs = subscribers.get(memberId) ?? new Set<Subscriber>();
      subscribers.set(memberId, subs);
      const sub: Subscriber = { push, talk };
      subs.add(sub);
      return () => {
        subs.delete(sub);
        if (!subs.size) subscribers.delete(memberId);
      };
    },
    get streams() {
      let n = 0;
      for (const s of subscribers.values()) n += s.size;
      return n;
    },
    close: stop,
  };
}

export type UnreadHub = Awaited<ReturnType<typeof createUnreadHub>>;
