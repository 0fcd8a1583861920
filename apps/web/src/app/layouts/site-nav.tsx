import { paths } from '../../config/paths.ts';

/** The areas of the site, in the order of the main navigation. */
export const navItems = [
  { to: paths.mainPage.path, label: '首页', match: ['/mainPage'] },
  { to: paths.exhibition.path, label: '展会', match: ['/exhibition', '/uploadExhibition'] },
  { to: paths.exhibitionBooth.path, label: '展台图库', match: ['/exhibitionBooth'] },
  { to: paths.actvity.path, label: '会议活动', match: ['/actvity'] },
  { to: paths.conventionSpace.path, label: '会议场地', match: ['/conventionSpace', '/uploadConvention'] },
  { to: paths.modelCenter.path, label: '3D模型', match: ['/model'] },
  { to: paths.designer.path, label: '设计师', match: ['/designer', '/designerWork', '/designItem'] },
  { to: paths.supplier.path, label: '工厂', match: ['/supplier', '/supplierWork'] },
  { to: paths.taskHall.path, label: '任务大厅', match: ['/taskHall', '/publishDetail', '/contestDetail'] },
  { to: paths.publish.path, label: '发布需求', match: ['/publish', '/publishEdit'] },
  {
    // the hall, whose header links to the publishing wizard (as the task hall's does); the contract and
    // the reports are the parties' own project, in 个人中心 (decision 050)
    to: paths.projectHall.path,
    label: '搭建项目',
    match: [
      '/workshopNeed',
      '/workshopNeedSimple',
      '/workshopNeedEdit',
      '/workDetail',
      '/projectHall',
      '/workQuotation',
    ],
  },
] as const;

/**
 * The main menu marks the area of `useNavPath()` (components/nav-area.tsx): a deal's page (/publishDetail,
 * /workDetail) is in its hall for others and in 个人中心, no item, for its parties, as its way back says.
 */

/** A nav item is current on its own paths and anything below them. */
export function isActive(pathname: string, match: readonly string[]): boolean {
  return match.some((m) => pathname === m || pathname.startsWith(`${m}/`));
}
