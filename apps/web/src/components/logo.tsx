import { Link } from 'react-router';
import './logo.css';

/** The "会展通" mark: a pavilion outline in the brand colours. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f766e" />
      <path d="M7 22V12l9-5 9 5v10" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M11 22v-6h10v6" fill="none" stroke="#fbbf24" strokeWidth="2.4" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ to = '/mainPage', tagline = true }: { to?: string; tagline?: boolean }) {
  return (
    // named by its words (会展通, the tagline) and 首页 after them: a name that leaves out the words seen
    // is wrong for voice control (axe-core's label-content-name-mismatch)
    <Link to={to} className="logo" aria-label={tagline ? '会展通 会展设计搭建服务平台 首页' : '会展通 首页'}>
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">会展通</span>
        {tagline && <span className="logo__tagline">会展设计搭建服务平台</span>}
      </span>
    </Link>
  );
}
