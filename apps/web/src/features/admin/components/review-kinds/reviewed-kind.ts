import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * What a moderated kind registers with the console's content review (the web side of the server's
 * `ModeratedKind`, modules/content): how its item is fetched (a hook over its own feature's detail
 * query, which answers every state to operators, fresh each time the drawer opens), how the drawer words it, and the body that lays out its facts.
 * The registry is `review-kinds/registry.ts`; the drawer and the queue page are the same for every kind.
 */
export interface ReviewedKind<D extends { id: number; checked: number; reason: string; title: string }> {
  /** In the titles: `${what}审核`, `通过${what}`, `驳回${what}`. */
  what: string;
  /** In notices: `${noun}加载失败`, `该${noun}已被处理，列表已刷新`. */
  noun: string;
  /** The drawer's width on a wide screen (full width on a phone). */
  size?: number;
  /** `cardno` is the queue row's member (a profile is fetched by its member). */
  useInfo: (id: number | undefined, cardno?: string) => UseQueryResult<D>;
  /** The question the approve confirm asks. */
  confirmText: (d: D) => string;
  /** Who will see the reason, and where. */
  rejectExtra: string;
  rejectPlaceholder: string;
  Detail: ComponentType<{ d: D; columns: number }>;
}
