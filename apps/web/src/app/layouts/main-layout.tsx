import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LaterPart } from '../../components/later-part.tsx';
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
          {/* the screen hydrates after the page's frame (React hydrates a boundary's content in a pass of
              its own): the page is marked running once it has (later-part.tsx) */}
          <LaterPart fallback={<PageSpinner />}>{children ?? <Outlet />}</LaterPart>
        </main>
        <SiteFooter />
      </div>
    </NavAreaProvider>
  );
}
