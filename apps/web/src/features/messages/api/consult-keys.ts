import { messagesKey } from './unread-count.ts';

/** Every cached answer of the consultations (decision 051), under the message centre's family. */
export const consultKey = [...messagesKey, 'consult'] as const;
/** Every page of the member's threads. */
export const consultListsKey = [...consultKey, 'list'] as const;
/** One thread's messages. */
export const consultThreadKey = (id: number) => [...consultKey, 'thread', id] as const;
/** A profile's response time. */
export const replyTimeKey = (cardno: string, kind: 'designer' | 'factory') =>
  [...consultKey, 'replyTime', cardno, kind] as const;
