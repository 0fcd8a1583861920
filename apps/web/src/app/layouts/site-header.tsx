import { BellOutlined, DownOutlined, MenuOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Drawer, Dropdown, Input, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { href, paths } from '../../config/paths.ts';
import { useLoginCheck } from '../../features/auth/api/login-check.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useUserInfo } from '../../features/members/api/user-info.ts';
import { useUnreadCount } from '../../features/messages/api/unread-count.ts';
import { maskMobile } from '../../lib/format.ts';

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
function isActive(pathname: string, match: readonly string[]): boolean {
  return match.some((m) => pathname === m || pathname.startsWith(`${m}/`));
}

function SearchBox({ onDone, className }: { onDone?: () => void; className?: string }) {
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

function UserMenu({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  const check = useLoginCheck();
  const loggedIn = check.data?.loginState === true;
  const nickname = check.data?.nickname?.trim();
  // loginCheck carries no mobile: ask for the profile only when there is no nickname to show
  const info = useUserInfo({ enabled: loggedIn && !nickname });
  const logout = useLogout();

  if (!loggedIn) {
    if (check.isPending) return <span className="user-menu__placeholder" aria-hidden="true" />;
    return (
      <div className="user-menu__guest">
        <Link to={paths.login.path} className="link-btn link-btn--primary">
          登录
        </Link>
        {!compact && (
          <Link to={paths.register.path} className="link-btn">
            注册
          </Link>
        )}
      </div>
    );
  }

  const display = nickname || maskMobile(info.data?.mobile) || '我的账户';
  const items: MenuProps['items'] = [
    { key: paths.personCenter.path, label: <Link to={paths.personCenter.path}>个人中心</Link> },
    { key: paths.basicSetting.path, label: <Link to={paths.basicSetting.path}>基本资料</Link> },
    { key: paths.securitySetting.path, label: <Link to={paths.securitySetting.path}>安全设置</Link> },
    { key: paths.collection.path, label: <Link to={paths.collection.path}>我的收藏</Link> },
    { key: paths.message.path, label: <Link to={paths.message.path}>消息</Link> },
    { type: 'divider' },
    {
      key: 'logout',
      label: '退出登录',
      danger: true,
      disabled: logout.isPending,
      onClick: () => logout.mutate(undefined, { onSuccess: () => navigate(paths.mainPage.path) }),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="user-menu__trigger" aria-label={`用户菜单：${display}`}>
        <Avatar
          size={compact ? 28 : 32}
          src={check.data?.userlogo || undefined}
          icon={<UserOutlined aria-hidden />}
          className="user-menu__avatar"
        />
        {!compact && <span className="user-menu__name">{display}</span>}
        {!compact && <DownOutlined className="user-menu__caret" aria-hidden />}
      </button>
    </Dropdown>
  );
}

function MessageBell() {
  const unread = useUnreadCount();
  const label = unread > 0 ? `消息，${unread}条未读` : '消息';
  return (
    <Link to={paths.message.path} className="header-icon" aria-label={label} title="消息中心">
      <Badge count={unread} size="small" overflowCount={99}>
        <BellOutlined className="header-icon__glyph" aria-hidden />
      </Badge>
    </Link>
  );
}

export function SiteHeader({ compact }: { compact: boolean }) {
  const { pathname } = useLocation();
  // the drawer belongs to the page it was opened on: navigating closes it
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  const drawerOpen = drawerFor === pathname;
  const check = useLoginCheck();
  const loggedIn = check.data?.loginState === true;
  const close = () => setDrawerFor(null);

  return (
    <header className="site-header">
      <div className="site-header__top container">
        {compact && (
          <Button
            type="text"
            className="site-header__burger"
            icon={<MenuOutlined aria-hidden />}
            aria-label="打开导航菜单"
            onClick={() => setDrawerFor(pathname)}
          />
        )}
        <Logo tagline={!compact} />
        {!compact && <SearchBox className="site-header__search" />}
        <div className="site-header__actions">
          <MessageBell />
          <UserMenu compact={compact} />
        </div>
      </div>
      {!compact && (
        <nav className="site-nav" aria-label="主导航">
          <div className="container site-nav__inner">
            {navItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={() => `site-nav__link${isActive(pathname, item.match) ? ' is-active' : ''}`}
              >
                {item.label}
              </NavLink>
            ))}
          </div>
        </nav>
      )}
      {compact && (
        <Drawer
          title="会展通"
          placement="left"
          size={280}
          open={drawerOpen}
          onClose={close}
          className="nav-drawer"
        >
          <SearchBox onDone={close} className="nav-drawer__search" />
          <nav aria-label="主导航" className="nav-drawer__nav">
            {navItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                onClick={close}
                className={() => `nav-drawer__link${isActive(pathname, item.match) ? ' is-active' : ''}`}
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          {!loggedIn && (
            <div className="nav-drawer__auth">
              <Link to={paths.login.path} className="link-btn link-btn--primary link-btn--block">
                登录
              </Link>
              <Link to={paths.register.path} className="link-btn link-btn--block">
                注册
              </Link>
            </div>
          )}
          {loggedIn && (
            <div className="nav-drawer__auth">
              <Link to={paths.personCenter.path} className="link-btn link-btn--block">
                个人中心
              </Link>
            </div>
          )}
        </Drawer>
      )}
    </header>
  );
}
