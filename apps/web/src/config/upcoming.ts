import { findRoute } from './paths.ts';

/** The capability (a later piece of work) that will fill a screen shown as "即将上线" for now. */
export type Capability =
  | '认证与消息'
  | '钱包'
  | '发现：展会、会议、场地、图库、搜索与收藏'
  | '3D模型'
  | '设计师、工厂、作品与服务'
  | '设计任务'
  | '搭建项目'
  | '投诉';

export interface UpcomingScreen {
  /** One sentence: what the screen will do. */
  summary: string;
  capability: Capability;
  /** The title of its 即将上线 screen when not the route's own (a wizard's steps show the wizard's). */
  title?: string;
}

// every screen of the seed's route table is built (issue 14 built the last ones); a screen added to the
// table before it is built gets its entry here
const screens: Record<string, UpcomingScreen> = {};

/**
 * Screens that exist in the route table but are not built yet, keyed by path. The one source of truth:
 * the 即将上线 screen, the marker beside every link to one (`isUpcoming`, `components/upcoming-tag.tsx`)
 * and the access gate (a visitor sees what is coming without logging in) all read it; when a screen is
 * built, its entry goes and so do its markers.
 */
export const upcomingScreens: Readonly<Record<string, UpcomingScreen>> = screens;

/**
 * Whether a link to `to` (a path of the table, with or without a query) leads to a screen not built
 * yet; a path that only redirects is judged by where it goes (`/workshopNeed` → its first step).
 */
export function isUpcoming(to: string): boolean {
  const path = to.split(/[?#]/, 1)[0] ?? to;
  const target = findRoute(path)?.redirect ?? path;
  return Object.hasOwn(upcomingScreens, target);
}
