import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { NavAreaProvider } from '../../components/nav-area.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './main-layout.css';

/**
 * Header, navigation and footer around every screen outside the login group and the operator console;
 * `children` stand in for the route's screen (a gate that shows its own screen inside the site).
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  const compact = useIsMobile();
  return (
    <NavAreaProvider>
      <div className="site">
        <SiteHeader compact={compact} />
        <main className="site-main" id="main">
          <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
        </main>
        <SiteFooter />
      </div>
    </NavAreaProvider>
  );
}
