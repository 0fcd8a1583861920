import { Drawer } from 'antd';
import { Link, NavLink } from 'react-router';
import { UpcomingTag } from '../../components/upcoming-tag.tsx';
import { useNavPath } from '../../components/nav-area.tsx';
import { paths } from '../../config/paths.ts';
import { useLoginCheck } from '../../features/auth/api/login-check.ts';
import { HeaderSearch } from './header-search.tsx';
import { isActive, navItems } from './site-nav.tsx';

/** Navigation for phones (loaded lazily, the first time the menu button is pressed). */
export default function MobileNavDrawer({
  open,
  onClose,
  loggedIn,
}: {
  open: boolean;
  onClose: () => void;
  loggedIn: boolean;
}) {
  const navPath = useNavPath();
  const isOperator = useLoginCheck().data?.isadmin === true;
  return (
    <Drawer title="会展通" placement="left" size={280} open={open} onClose={onClose} className="nav-drawer">
      <HeaderSearch onDone={onClose} className="nav-drawer__search" />
      <nav aria-label="主导航" className="nav-drawer__nav">
        {navItems.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            onClick={onClose}
            className={() => `nav-drawer__link${isActive(navPath, item.match) ? ' is-active' : ''}`}
          >
            {item.label}
            <UpcomingTag to={item.to} />
          </NavLink>
        ))}
      </nav>
      <div className="nav-drawer__auth">
        {loggedIn ? (
          <>
            <Link to={paths.personCenter.path} className="link-btn link-btn--block">
              个人中心
            </Link>
            {isOperator && (
              <Link to={paths.admin.path} className="link-btn link-btn--block">
                运营后台
              </Link>
            )}
          </>
        ) : (
          <>
            <Link to={paths.login.path} className="link-btn link-btn--primary link-btn--block">
              登录
            </Link>
            <Link to={paths.register.path} className="link-btn link-btn--block">
              注册
            </Link>
          </>
        )}
      </div>
    </Drawer>
  );
}
