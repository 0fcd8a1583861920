import { Navigate, Outlet, useLocation } from 'react-router';
import { LiteButton } from '../components/lite-button.tsx';
import { PageSpinner } from '../components/page-spinner.tsx';
import { StatusPanel } from '../components/status-panel.tsx';
import { loginHref } from '../config/paths.ts';
import { isUpcoming } from '../config/upcoming.ts';
import { useLoginCheck } from '../features/auth/api/login-check.ts';

/**
 * The access gate: screens below it need a logged-in member. The answer comes from `loginCheck`
 * only; a visitor who is not logged in goes to `/login?redirect=<where they wanted to go>`. A screen not
 * built yet (`config/upcoming.ts`) is no reason to log in: its 即将上线 state shows to everyone.
 */
export function RequireLogin() {
  const location = useLocation();
  const check = useLoginCheck();
  if (isUpcoming(location.pathname)) return <Outlet />;

  if (check.isPending || (check.data?.loginState === false && check.isFetching)) {
    return <PageSpinner description="正在确认登录状态…" />;
  }
  if (!check.data) {
    return (
      <StatusPanel
        tone="warning"
        title="暂时无法确认登录状态"
        actions={
          <LiteButton type="primary" onClick={() => check.refetch()}>
            重试
          </LiteButton>
        }
      >
        网络或服务暂时不可用，请稍后重试。
      </StatusPanel>
    );
  }
  if (!check.data.loginState) {
    return <Navigate to={loginHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
