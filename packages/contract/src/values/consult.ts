/**
 * The plain values of 咨询 (limits, names): no zod and no schema here, so that a server-rendered page can name them
 * without loading the contract's schemas (apps/web/src/public-first-load.test.ts). `consult.ts` re-exports
 * them.
 */

/** Most characters of one message. */
export const MAX_CONSULT_CHARS = 1000;
/** Most files of one message. */
export const MAX_CONSULT_FILES = 5;
/** Most messages one member sends per minute, over all their consultations. */
export const CONSULT_PER_MINUTE = 20;
/** Most messages one answer holds (the latest, or those after `after`). */
export const CONSULT_PAGE = 100;
/** Most characters of a report's reason. */
export const MAX_REPORT_CHARS = 500;
/** The response time is shown from this many conversations (over the last 30 days). */
export const REPLY_MIN_THREADS = 3;
/** The response time looks back this many days. */
export const REPLY_WINDOW_DAYS = 30;

/** The kinds of page a consultation can start from. */
export const consultFromKinds = ['designer', 'factory', 'work', 'case', 'service'] as const;
export type ConsultFromKind = (typeof consultFromKinds)[number];
export const consultFromNames: Record<ConsultFromKind, string> = {
  designer: '设计师主页',
  factory: '工厂主页',
  work: '设计作品',
  case: '搭建案例',
  service: '服务',
};

/**
 * "通常在2小时内回复": the median first reply in minutes, rounded up to a plain step (an hour at least,
 * then hours, then days).
 */
export function replyTimeText(minutes: number): string {
  if (minutes <= 60) return '通常在1小时内回复';
  if (minutes <= 24 * 60) return `通常在${Math.ceil(minutes / 60)}小时内回复`;
  return `通常在${Math.ceil(minutes / (24 * 60))}天内回复`;
}
