import { Link } from 'react-router';
import { UpcomingTag } from '../../components/upcoming-tag.tsx';
import { paths } from '../../config/paths.ts';

/** The footer's links; one to a screen not built yet carries its marker. */
const links = [
  { to: paths.about.path, label: '关于我们' },
  { to: paths.help.path, label: '帮助中心' },
  { to: paths.contact.path, label: '联系我们' },
  { to: paths.exhibition.path, label: '展会' },
  { to: paths.designer.path, label: '设计师' },
  { to: paths.supplier.path, label: '工厂' },
  { to: paths.agreement.path, label: '用户服务协议' },
  { to: paths.privacy.path, label: '隐私政策' },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="页脚导航" className="site-footer__links">
          {links.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.label}
              <UpcomingTag to={l.to} />
            </Link>
          ))}
        </nav>
        <p className="site-footer__copy">© {year} 会展通 · 会展设计搭建服务平台 版权所有</p>
      </div>
    </footer>
  );
}
