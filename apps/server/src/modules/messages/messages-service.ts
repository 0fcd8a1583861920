import type { MessageItem, messageKinds } from '@hz/contract/messages';
import type { Db, Tx } from '../../db/client.ts';
import { chinaParts } from '../../lib/china-time.ts';
import * as repo from './messages-repository.ts';

export type MessageKind = (typeof messageKinds)[number];
export interface NewMessage {
  kind: MessageKind;
  title: string;
  conts: string;
  link?: string;
}

const toItem = (r: repo.MessageRow): MessageItem => {
  const { date, time } = chinaParts(r.createdAt);
  return {
    id: r.id,
    kind: r.kind as MessageKind,
    title: r.title,
    conts: r.conts,
    link: r.link,
    read: r.readAt !== null,
    created: r.createdAt.toISOString(),
    dates: date,
    times: time,
  };
};

/** The message centre (DESIGN §5 Messages): other domains tell a member something through `send`. */
export function createMessagesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Inside the caller's transaction, so the message exists exactly when the event does. */
    send(tx: Tx, memberId: number, m: NewMessage) {
      return repo.insertMessage(tx, {
        memberId,
        kind: m.kind,
        title: m.title,
        conts: m.conts,
        link: m.link ?? '',
      });
    },

    /**
     * `send`, unless the member still has the same message unread (same kind, title and link): for news
     * that arrives often (a conversation), one unread message says it all. Returns whether it sent.
     */
    async sendUnlessUnread(tx: Tx, memberId: number, m: NewMessage) {
      const link = m.link ?? '';
      if (await repo.hasUnread(tx, memberId, { kind: m.kind, title: m.title, link })) return false;
      await repo.insertMessage(tx, { memberId, kind: m.kind, title: m.title, conts: m.conts, link });
      return true;
    },
    /** Tells the member's open streams, on commit, that a task conversation has a new message. */
    talk: (tx: Tx, memberId: number, taskId: number) => repo.notifyTopic(tx, memberId, 'talk', taskId),
    /** Tells the member's open streams, on commit, that a consultation thread changed (decision 051). */
    consult: (tx: Tx, memberId: number, threadId: number) =>
      repo.notifyTopic(tx, memberId, 'consult', threadId),
    /** In the caller's transaction: the member read what the messages pointing at `link` tell of. */
    readLink: (tx: Tx, memberId: number, link: string) => repo.setReadByLink(tx, memberId, link),
    unreadCount: (memberId: number) => repo.countUnread(db, memberId),

    async list(memberId: number, q: { page: number; pageSize: number; unread?: boolean }) {
      const [{ rows, total }, unread] = await Promise.all([
        repo.listMessages(db, memberId, {
          offset: (q.page - 1) * q.pageSize,
          limit: q.pageSize,
          unread: q.unread,
        }),
        repo.countUnread(db, memberId),
      ]);
      return { listItem: rows.map(toItem), total, page: q.page, pageSize: q.pageSize, unread };
    },

    async setRead(memberId: number, ids: number[] | 'all', read: boolean) {
      const changed = await db.transaction((tx) => repo.setRead(tx, memberId, ids, read));
      return { changed, unread: await repo.countUnread(db, memberId) };
    },

    async remove(memberId: number, ids: number[]) {
      const changed = await db.transaction((tx) => repo.deleteMessages(tx, memberId, ids));
      return { changed, unread: await repo.countUnread(db, memberId) };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
