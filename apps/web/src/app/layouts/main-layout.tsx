import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, navigation and footer around every screen outside the login group. */
export function MainLayout() {
  const compact = useIsMobile();
  return (
    <div className="site">
      <SiteHeader compact={compact} />
      <main className="site-main" id="main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
