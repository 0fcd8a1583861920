import type { ReactNode } from 'react';
import './page-header.css';

/** Title row of a screen: an h1 and an optional line under it. */
export function PageHeader({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div className="page-header__row">
        <h1 className="page-header__title">{title}</h1>
        {extra}
      </div>
      {children && <div className="page-header__desc">{children}</div>}
    </div>
  );
}
