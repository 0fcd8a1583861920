import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useLoginCheck } from '../features/auth/api/login-check.ts';
import { withAntdScope } from './antd-scope-loader.ts';
import { MainLayout } from './layouts/main-layout.tsx';

// each inside antd's ConfigProvider (app/antd-scope.tsx, decision 070)
const AdminLayout = lazy(withAntdScope(() => import('./layouts/admin-layout.tsx')));
const ForbiddenPage = lazy(withAntdScope(() => import('../features/site/pages/forbidden-page.tsx')));

/**
 * The operator console's gate, below the access gate (so the member is logged in): an operator
 * (`isadmin` from `loginCheck`) gets the console; anyone else the 403 screen inside the site, and the
 * console's screens, with their calls to /api/Admin, are never loaded.
 */
export function RequireOperator() {
  const check = useLoginCheck();
  if (!check.data?.isadmin) {
    return (
      <MainLayout>
        <ForbiddenPage />
      </MainLayout>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminLayout />
    </Suspense>
  );
}
