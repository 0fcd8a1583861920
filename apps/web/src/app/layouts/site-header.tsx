import { BellOutlined, DownOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LiteAvatar } from '../../components/lite-avatar.tsx';
import { LiteBadge } from '../../components/lite-badge.tsx';
import { LiteButton } from '../../components/lite-button.tsx';
import { Logo } from '../../components/logo.tsx';
import { UpcomingTag } from '../../components/upcoming-tag.tsx';
import { useNavPath } from '../../components/nav-area.tsx';
import { paths } from '../../config/paths.ts';
import { useLoginCheck } from '../../features/auth/api/login-check.ts';
import { useUnreadCount } from '../../features/messages/api/unread-count.ts';
import { withAntdScope } from '../antd-scope-loader.ts';
import { HeaderSearch, HeaderSearchToggle } from './header-search.tsx';
import { isActive, navItems } from './site-nav.tsx';

// antd's Dropdown and Drawer, each inside antd's ConfigProvider (app/antd-scope.tsx, decision 070)
const loadUserDropdown = withAntdScope(() => import('./user-dropdown.tsx'));
const UserDropdown = lazy(loadUserDropdown);
const MobileNavDrawer = lazy(withAntdScope(() => import('./mobile-nav-drawer.tsx')));

interface TriggerHandlers {
  onClick?: () => void;
  onPointerDown?: () => void;
  onPointerUp?: () => void;
  onPointerCancel?: () => void;
}

/**
 * The menu button while the menu's code is on its way. A click on it opens the menu once the code is
 * there. So does a press that the code's arrival interrupts: the real button is another element, so
 * the press (on this one) and the release (on that one) make no click anywhere, and the menu was lost
 * in the hand-over. When this button goes away while pressed, the press counts as the click.
 */
function StandInTrigger({
  render,
  onActivate,
}: {
  render: (handlers: TriggerHandlers) => ReactNode;
  onActivate: () => void;
}) {
  const pressed = useRef(false);
  useEffect(
    () => () => {
      if (pressed.current) onActivate();
    },
    [onActivate],
  );
  return render({
    onClick: onActivate,
    onPointerDown: () => {
      pressed.current = true;
    },
    // released here (the click follows in the same task) or given up (a scroll that began on it)
    onPointerUp: () => {
      pressed.current = false;
    },
    onPointerCancel: () => {
      pressed.current = false;
    },
  });
}

function UserMenu({ compact }: { compact: boolean }) {
  const check = useLoginCheck();
  const loggedIn = check.data?.loginState === true;
  const nickname = check.data?.nickname?.trim();
  const [open, setOpen] = useState(false);
  const openMenu = useCallback(() => setOpen(true), []);
  // fetch the menu's code as soon as someone is logged in, so that it is there before the first click
  useEffect(() => {
    if (loggedIn) void loadUserDropdown();
  }, [loggedIn]);

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

  const display = nickname || check.data?.mobile || '我的账户';
  const trigger = (handlers: TriggerHandlers = {}) => (
    <button
      type="button"
      className="user-menu__trigger"
      aria-label={`用户菜单：${display}`}
      aria-haspopup="menu"
      aria-expanded={open}
      {...handlers}
    >
      <LiteAvatar
        size={compact ? 28 : 32}
        src={check.data?.userlogo || undefined}
        icon={<UserOutlined aria-hidden />}
        className="user-menu__avatar"
        // decorative: the button is named 用户菜单 (an <img> without alt fails axe's image-alt)
        alt=""
      />
      {!compact && <span className="user-menu__name">{display}</span>}
      {!compact && <DownOutlined className="user-menu__caret" aria-hidden />}
    </button>
  );
  // until the dropdown's code arrives a stand-in records the click (or a press cut short by the code's
  // arrival); the menu then opens
  return (
    <Suspense fallback={<StandInTrigger render={trigger} onActivate={openMenu} />}>
      <UserDropdown open={open} onOpenChange={setOpen}>
        {trigger()}
      </UserDropdown>
    </Suspense>
  );
}

function MessageBell({ loggedIn }: { loggedIn: boolean }) {
  const count = useUnreadCount();
  const unread = loggedIn ? count : 0;
  const label = unread > 0 ? `消息中心，${unread}条未读` : '消息中心';
  return (
    <Link to={paths.message.path} className="header-icon" aria-label={label} title={label}>
      <LiteBadge count={unread} overflowCount={99} size="small" className="header-icon__badge">
        <BellOutlined className="header-icon__glyph" aria-hidden />
      </LiteBadge>
    </Link>
  );
}

export function SiteHeader({ compact }: { compact: boolean }) {
  const { pathname } = useLocation();
  const navPath = useNavPath();
  const check = useLoginCheck();
  const loggedIn = check.data?.loginState === true;
  // the drawer belongs to the page it was opened on: navigating closes it
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  return (
    <header className="site-header">
      <div className="site-header__top container">
        {compact && (
          <LiteButton
            type="text"
            className="site-header__burger"
            icon={<MenuOutlined aria-hidden />}
            aria-label="打开导航菜单"
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerFor(pathname);
            }}
          />
        )}
        <Logo tagline={!compact} />
        {!compact && <HeaderSearch className="site-header__search" />}
        <div className="site-header__actions">
          {compact && <HeaderSearchToggle />}
          <MessageBell loggedIn={loggedIn} />
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
                className={() => `site-nav__link${isActive(navPath, item.match) ? ' is-active' : ''}`}
              >
                {item.label}
                <UpcomingTag to={item.to} />
              </NavLink>
            ))}
          </div>
        </nav>
      )}
      {compact && drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerFor === pathname}
            onClose={() => setDrawerFor(null)}
            loggedIn={loggedIn}
          />
        </Suspense>
      )}
    </header>
  );
}
