import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="页脚导航" className="site-footer__links">
          <Link to={paths.about.path}>关于我们</Link>
          <Link to={paths.help.path}>帮助中心</Link>
          <Link to={paths.exhibition.path}>展会</Link>
          <Link to={paths.designer.path}>设计师</Link>
          <Link to={paths.supplier.path}>工厂</Link>
        </nav>
        <p className="site-footer__copy">© {year} 会展通 · 会展设计搭建服务平台 版权所有</p>
      </div>
    </footer>
  );
}
