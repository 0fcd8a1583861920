import { ANTD_CSS_VAR_CLASS, ANTD_HASH } from './antd-constants.ts';

/**
 * The browser's style hooks of the stand-ins (components/antd-markup.ts) and of the app's `div.ant-app`
 * (app/lazy-app.tsx). antd takes its rules from antd.css here (zero-runtime mode, app/theme.ts), and a
 * component's style hook does two things only: it names the hash class and puts in the component's design
 * tokens as CSS variables. With the app's one theme both are constants: the classes below, and the
 * variables in the style sheet every page has (components/antd-vars.ts, inlined in index.html by
 * vite.config.ts; a server-rendered page carries the server's instead). So the shell loads none of antd's
 * theme machinery (ConfigProvider, the token algorithms, cssinjs; decision 070). The server's render uses
 * antd's own hooks, which also generate the rules it inlines (antd-style-hooks.server.ts, swapped in by
 * vite.config.ts). antd-style-hooks.test.ts checks that antd's hooks name these classes and put in those
 * variables.
 */
const CLASSES = [
  // antd's hash class, prefixed as antd prefixes it in development builds (and the unit tests) and in
  // production ones (@ant-design/cssinjs, useCacheToken)
  `${import.meta.env.DEV ? 'css-dev-only-do-not-override' : 'css'}-${ANTD_HASH}`,
  ANTD_CSS_VAR_CLASS,
] as const;

type StyleHook = (prefixCls: string, rootCls?: string) => readonly [string, string];
const constantClasses: StyleHook = () => CLASSES;

export const useButtonStyle = constantClasses;
export const useInputSharedStyle = constantClasses;
export const useInputStyle = constantClasses;
export const useSearchStyle = constantClasses;
export const useCompactStyle = constantClasses;
export const useBadgeStyle = constantClasses;
export const useAvatarStyle = constantClasses;
export const useSpinStyle = constantClasses;
export const useAppStyle = constantClasses;
/** A button's rules in a compact group: rules only, nothing to do in the browser. */
export function ButtonCompactStyle(_: { prefixCls: string }) {
  return null;
}
