import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import {
  messageListsKey,
  onTalkEvent,
  parseConsultEvent,
  parseTalkEvent,
  parseUnreadEvent,
  receiveUnreadCount,
  unreadKey,
} from './unread-count.ts';

it('reads the count of an `unread` event and ignores anything else', () => {
  expect(parseUnreadEvent('{"unread":3}')).toBe(3);
  expect(parseUnreadEvent('{"unread":0}')).toBe(0);
  for (const bad of [
    '',
    'ping',
    '{"unread":-1}',
    '{"unread":1.5}',
    '{"unread":"3"}',
    '{}',
    'null',
    3,
    undefined,
  ]) {
    expect(parseUnreadEvent(bad), String(bad)).toBeUndefined();
  }
});

it('a new count updates the shared entry and makes the lists stale only when it changed', () => {
  const client = new QueryClient();
  const listKey = [...messageListsKey, { tab: 'all', page: 1, pageSize: 20 }];
  client.setQueryData(listKey, { listItem: [], total: 0, page: 1, pageSize: 20, unread: 0 });
  const stale = () => client.getQueryState(listKey)?.isInvalidated;

  receiveUnreadCount(client, 0); // the first answer: nothing to compare with
  expect(client.getQueryData(unreadKey)).toBe(0);
  expect(stale()).toBe(false);

  receiveUnreadCount(client, 0); // the same again (e.g. after a reconnect)
  expect(stale()).toBe(false);

  receiveUnreadCount(client, 1); // a message arrived
  expect(client.getQueryData(unreadKey)).toBe(1);
  expect(stale()).toBe(true);
  client.clear();
});

it('reads the task of a `talk` event and ignores anything else', () => {
  expect(parseTalkEvent('{"task":42}')).toBe(42);
  for (const bad of [
    '',
    '{"task":0}',
    '{"task":-3}',
    '{"task":1.5}',
    '{"task":"4"}',
    '{}',
    'null',
    4,
    undefined,
  ])
    expect(parseTalkEvent(bad), String(bad)).toBeUndefined();
  // a listener leaves cleanly
  const off = onTalkEvent(() => {});
  off();
  off();
});

it('reads the thread of a `consult` event, not a task', () => {
  expect(parseConsultEvent('{"thread":7}')).toBe(7);
  expect(parseConsultEvent('{"task":7}')).toBeUndefined();
  expect(parseTalkEvent('{"thread":7}')).toBeUndefined();
});
