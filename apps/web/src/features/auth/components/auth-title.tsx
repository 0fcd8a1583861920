import type { ReactNode } from 'react';

/** Heading of a login-group card. */
export function AuthTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="auth-title">
      <h1>{title}</h1>
      {children && <p>{children}</p>}
    </div>
  );
}
