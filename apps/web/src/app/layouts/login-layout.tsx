import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import './login-layout.css';

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
            <li>展会、会议活动与会议场地，按城市与日期查找</li>
            <li>发布展会、会议与场地，审核通过后公开展示</li>
            <li>设计师与搭建工厂的作品、案例与服务</li>
            <li>展台实拍图库、收藏与钱包</li>
            <li>设计任务、搭建项目报价与合同，款项由平台托管</li>
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
        <span aria-hidden="true">·</span>
        <Link to={paths.agreement.path}>用户服务协议</Link>
        <span aria-hidden="true">·</span>
        <Link to={paths.privacy.path}>隐私政策</Link>
      </footer>
    </div>
  );
}
