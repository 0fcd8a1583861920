import { findRoute, paths } from './paths.ts';

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

const p = paths;

const screens: Record<string, UpcomingScreen> = {
  [p.workShopList.path]: {
    summary: '管理您发布或报价的搭建项目，跟进报价、签约、施工与验收。',
    capability: '搭建项目',
  },

  [p.workDetail.path]: { summary: '查看搭建项目的需求、报价、合同与施工进度。', capability: '搭建项目' },
  [p.workQuotation.path]: {
    summary: '工厂按地面、背板、门头等分项填写报价；客户对比各家报价。',
    capability: '搭建项目',
  },
  [p.signContract.path]: {
    summary: '双方确认同一版本的搭建合同，预付款进入平台托管。',
    capability: '搭建项目',
  },
  [p.uploadContract.path]: {
    summary: '上传或更新搭建合同文件，每个版本都留存校验值。',
    capability: '搭建项目',
  },
};

const wizardSummary: Record<string, string> = {
  [p.workshopNeed.root.path]: '分步填写展会与展位信息、搭建要求和图纸，发布搭建项目，邀请多家工厂分项报价。',
  [p.workshopNeedSimple.root.path]: '只填展会、展位与预算等关键信息，快速发布搭建项目。',
  [p.workshopNeedEdit.root.path]: '修改已发布的搭建项目的信息、搭建要求与图纸。',
};

// a wizard's steps are one screen to a visitor: its title and what the whole wizard will do
for (const group of [p.workshopNeed, p.workshopNeedSimple, p.workshopNeedEdit]) {
  for (const step of ['firstStep', 'secondStep', 'thirdStep', 'fourStep'] as const) {
    screens[group[step].path] = {
      summary: wizardSummary[group.root.path] ?? '',
      capability: '搭建项目',
      title: group.root.title,
    };
  }
}

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
