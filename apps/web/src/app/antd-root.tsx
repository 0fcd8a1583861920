// the icons' context alone (antd's ConfigProvider provides the same object)
import IconContext from '@ant-design/icons/es/components/Context';
import { type ReactNode, useId } from 'react';

/** What antd's ConfigProvider gives the icons under the app's theme (zero-runtime: antd.css styles them). */
const ICONS = { prefixCls: 'anticon', zeroRuntime: true };

/**
 * The browser's root in place of antd's ConfigProvider (decision 070): the shell renders no antd component
 * (its stand-ins take constant classes and CSS variables, components/antd-constants.ts) and the parts that
 * do are wrapped in a ConfigProvider of their own (app/antd-scope.tsx). The server's render keeps a real
 * ConfigProvider at the root (entry-server.tsx), for its inline rules.
 *
 * It gives the tree below the same shape for React's `useId` as the server's ConfigProvider: the ids React
 * makes (`aria-describedby`, a field's `id`…) depend on which components above call `useId` and on the
 * places of children in arrays, and the server's ids must be the browser's for hydration. antd's provider
 * calls `useId` (its theme's key) and renders its children third in a fragment, after two components
 * that render nothing (its icon style and its prop warning): so does this. antd-root.test.tsx checks that
 * a component below gets the same id under both.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  useId();
  return (
    <IconContext.Provider value={ICONS}>
      {null}
      {null}
      {children}
    </IconContext.Provider>
  );
}
