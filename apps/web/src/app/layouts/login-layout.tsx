import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { paths } from '../../config/paths.ts';

/** The login group: a brand panel beside a card that holds the form. */
export function LoginLayout() {
  return (
    <div className="auth">
      <header className="auth__top">
        <Logo />
        <Link to={paths.mainPage.path} className="auth__home">
          返回首页
        </Link>
      </header>
      <div className="auth__body">
        <aside className="auth__brand" aria-hidden="true">
          <h2>一站式会展设计搭建服务</h2>
          <ul>
            <li>发布展台设计需求，优秀设计师报名竞稿</li>
            <li>搭建项目分项报价，工厂比价一目了然</li>
            <li>平台托管资金，验收后再结算</li>
            <li>海量展会、会议场地与3D模型随心浏览</li>
          </ul>
        </aside>
        <main className="auth__card">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <footer className="auth__footer">
        <Link to={paths.about.path}>关于我们</Link>
        <span aria-hidden="true">·</span>
        <Link to={paths.help.path}>帮助中心</Link>
      </footer>
    </div>
  );
}
