import type { ComponentType } from 'react';

/** The module of antd's ConfigProvider for the lazily loaded parts (app/antd-scope.tsx, decision 070). */
export const loadAntdScope = () => import('./antd-scope.tsx');

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own lazy()
type AnyComponent = ComponentType<any>;

/**
 * A lazily loaded module's loader whose default export renders inside antd's ConfigProvider
 * (app/antd-scope.tsx): the scope's module is fetched beside the part's, not after it. For every lazy part
 * that uses antd's components outside a screen already in a scope (a screen's own parts are inside its
 * scope).
 */
export function withAntdScope<M extends { default: AnyComponent }>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    Promise.all([load(), loadAntdScope()]).then(([m, scope]) => ({
      ...m,
      default: scope.inAntdScope(m.default),
    }));
}
