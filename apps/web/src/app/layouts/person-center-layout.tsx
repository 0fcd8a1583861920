import { LogoutOutlined } from '@ant-design/icons';
import { Button, Menu, type MenuProps, Select } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';

const groups = [
  {
    label: '账户资产',
    items: [paths.trade, paths.tradeList, paths.charging, paths.caseOut],
  },
  {
    label: '账户设置',
    items: [paths.basicSetting, paths.securitySetting, paths.securityPerson, paths.securityBusiness],
  },
  {
    label: '交易管理',
    items: [paths.businessList, paths.workShopList, paths.evaluateList],
  },
  {
    label: '服务与作品',
    items: [paths.serviceList, paths.newService, paths.newWordService],
  },
] as const;

/** Screens reached from a list, and the menu entry that stays selected on them. */
const parentOf: Record<string, string> = {
  [paths.evaluateEdit.path]: paths.evaluateList.path,
  [paths.evaluateChange.path]: paths.evaluateList.path,
  [paths.serviceDetail.path]: paths.serviceList.path,
};

/** `/personCenter/*`: a side menu on wide screens, a select on phones. */
export default function PersonCenterLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const compact = useIsMobile();
  const logout = useLogout();
  const selected = parentOf[pathname] ?? pathname;

  const menuItems: MenuProps['items'] = groups.map((g) => ({
    type: 'group' as const,
    key: g.label,
    label: g.label,
    children: g.items.map((i) => ({ key: i.path, label: i.title })),
  }));

  const doLogout = () => logout.mutate();

  return (
    <div className="container person-center">
      {compact ? (
        <div className="person-center__select">
          <Select
            aria-label="个人中心菜单"
            value={selected}
            onChange={(v: string) => navigate(v)}
            style={{ width: '100%' }}
            options={groups.map((g) => ({
              label: g.label,
              title: g.label,
              options: g.items.map((i) => ({ value: i.path, label: i.title })),
            }))}
          />
        </div>
      ) : (
        <aside className="person-center__side" aria-label="个人中心菜单">
          <div className="person-center__side-title">个人中心</div>
          <Menu
            mode="inline"
            selectedKeys={[selected]}
            items={menuItems}
            onClick={({ key }) => navigate(key)}
            className="person-center__menu"
          />
          <div className="person-center__logout">
            <Button block icon={<LogoutOutlined aria-hidden />} onClick={doLogout} loading={logout.isPending}>
              退出登录
            </Button>
          </div>
        </aside>
      )}
      <section className="person-center__content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
