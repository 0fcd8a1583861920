import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { href, paths } from '../../config/paths.ts';

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
  { to: paths.publish.path, label: '发布需求', match: ['/publish', '/publishEdit', '/publishDetail'] },
  {
    to: paths.workshopNeed.root.path,
    label: '搭建项目',
    match: [
      '/workshopNeed',
      '/workshopNeedSimple',
      '/workshopNeedEdit',
      '/workDetail',
      '/workQuotation',
      '/signContract',
      '/uploadContract',
      '/reviewReports',
    ],
  },
] as const;

/** A nav item is current on its own paths and anything below them. */
export function isActive(pathname: string, match: readonly string[]): boolean {
  return match.some((m) => pathname === m || pathname.startsWith(`${m}/`));
}

export function SearchBox({ onDone, className }: { onDone?: () => void; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current =
    location.pathname === paths.search.path
      ? (new URLSearchParams(location.search).get('keyword') ?? '')
      : '';
  return (
    <Input.Search
      key={current}
      className={className}
      defaultValue={current}
      placeholder="搜索展会、场地、模型、设计师"
      aria-label="搜索"
      allowClear
      enterButton={<SearchOutlined aria-label="搜索" />}
      maxLength={50}
      onSearch={(value) => {
        const keyword = value.trim();
        if (!keyword) return;
        navigate(href(paths.search.path, { keyword }));
        onDone?.();
      }}
    />
  );
}
