import type { Database } from '../../db/client.ts';
import { TIPCENTER_CHANNEL } from './messages-repository.ts';

type Push = (unread: number) => void;

/**
 * Live unread counts for the server-sent event streams of this process. Every change of a member's
 * messages is announced with `pg_notify('tipcenter', memberId)` by whichever process made it; each
 * process LISTENs and pushes the fresh count to its own streams of that member.
 */
export async function createUnreadHub(
  database: Database,
  countUnread: (memberId: number) => Promise<number>,
) {
  const subscribers = new Map<number, Set<Push>>();

  const refresh = async (memberId: number) => {
    const subs = subscribers.get(memberId);
    if (!subs?.size) return;
    const n = await countUnread(memberId);
    for (const push of subs) push(n);
  };

  const stop = await database.listen(
    TIPCENTER_CHANNEL,
    (payload) => {
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
    subscribe(memberId: number, push: Push): () => void {
      const subs = subscribers.get(memberId) ?? new Set<Push>();
      subscribers.set(memberId, subs);
      subs.add(push);
      return () => {
        subs.delete(push);
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
