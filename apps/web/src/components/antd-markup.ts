import useToken from 'antd/es/theme/useToken';
import { createContext, useContext } from 'react';

/**
 * Small components that render the same elements and classes as an antd component, for the parts of the
 * shell and the home page that every page shows (the header's search, bell and avatar, the home page's
 * search and buttons, the loading spinner, the buttons of the shell's status panels). Their look comes
 * from antd's own rules (antd.css in the browser, app/theme.ts `zeroRuntime`; the server's inline rules
 * on a server-rendered page), so they look as antd's do, without antd's code for them in the first load
 * of every page (decision 031, amendment "native stand-ins in the shell"; docs/performance.md,
 * 2026-11-28 evening). Each one does only what the app asks of it: a screen that needs more of antd's
 * behaviour (loading, disabled states in a form, a dropdown button) uses antd's component.
 */
export type StandIn = 'button' | 'search' | 'badge' | 'avatar' | 'spin';

/**
 * The server's render only (entry-server.tsx): told which stand-ins a page rendered, so that the page's
 * inline rules include those antd components' (the server generates rules only for antd components that
 * render). The browser's tree has no provider: the call costs nothing there.
 */
export const StandInStylesContext = createContext<((kind: StandIn) => void) | null>(null);

/**
 * The two classes antd puts on a component's root besides its own: the theme's hash class (the server's
 * inline rules are scoped by it, `:where(.css-…)`) and the class carrying the design tokens as CSS
 * variables (`css-var-hz`, app/theme.ts). antd's useToken, the hook its components use, is in the first
 * load anyway (the ConfigProvider and App's style hooks).
 */
export function useAntdClasses(kind: StandIn): { hash: string; cssVar: string } {
  useContext(StandInStylesContext)?.(kind);
  const [, , hash, , cssVar] = useToken();
  return { hash, cssVar: cssVar?.key ?? '' };
}

/** Joins class names, skipping empty ones (antd's clsx, for the few cases here). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
