import type { ReactNode } from 'react';
import './status-panel.css';

/**
 * A light result panel (icon, heading, text, actions) for the app shell, where antd's Result and its
 * illustrations would weigh down the first load.
 */
export function StatusPanel({
  tone = 'info',
  title,
  children,
  actions,
}: {
  tone?: 'info' | 'warning' | 'error';
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`status-panel status-panel--${tone}`} role={tone === 'info' ? 'status' : 'alert'}>
      <span className="status-panel__icon" aria-hidden="true">
        {tone === 'info' ? 'i' : '!'}
      </span>
      <h1 className="status-panel__title">{title}</h1>
      {children && <p className="status-panel__text">{children}</p>}
      {actions && <div className="status-panel__actions">{actions}</div>}
    </div>
  );
}
