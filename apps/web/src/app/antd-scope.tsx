import { ConfigProvider } from 'antd';
// the ES module (antd/locale/zh_CN is its CommonJS copy, bundled beside the ES one antd's own code uses)
import zhCN from 'antd/es/locale/zh_CN';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { theme } from './theme.ts';

/*
 * antd's ConfigProvider (the theme, the Chinese locale, the button's spacing) around the parts of the app
 * that use antd's components: every lazily loaded screen and layout but the home page's (app/router.tsx),
 * the shell's lazy parts (the user menu, the phone's navigation drawer, the operator console) and the
 * holders of message, notification and modal (app/lazy-app-host.tsx). In the browser the shell itself
 * renders no antd component (its stand-ins take constant classes and CSS variables,
 * components/antd-constants.ts), so antd's theme machinery (ConfigProvider, the token algorithms,
 * cssinjs, the locales; ~20 KiB gzipped) loads with the first screen that needs it, not with every page
 * (decision 070). The server's render has one at the root too (`styleRuntime`), with antd's style runtime
 * on, and each scope below inherits it. Nested providers with the same theme share the same token cache
 * and class names; portals (dropdowns, dialogs) inherit the context of the component that opens them.
 */

/**
 * The theme with antd's style runtime on: the server's render (entry-server.tsx) generates the rules of the
 * components a page shows, to send inline, while the browser takes them from antd.css (zero-runtime mode).
 * The class names are the same either way (the same tokens, so the same hash class).
 */
const runtimeTheme = { ...theme, zeroRuntime: false };
const BUTTON = { autoInsertSpace: false };

/** Whether the scopes below render with antd's style runtime on (the server's render). */
const StyleRuntime = createContext(false);

/**
 * antd's ConfigProvider with the app's theme and locale. `styleRuntime`: with antd's style runtime on (the
 * server's root scope); a scope without it takes its parent scope's.
 */
export function AntdScope({ children, styleRuntime }: { children: ReactNode; styleRuntime?: boolean }) {
  const inherited = useContext(StyleRuntime);
  const runtime = styleRuntime ?? inherited;
  return (
    <StyleRuntime value={runtime}>
      <ConfigProvider locale={zhCN} theme={runtime ? runtimeTheme : theme} button={BUTTON}>
        {children}
      </ConfigProvider>
    </StyleRuntime>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own lazy()
type AnyComponent = ComponentType<any>;
const scoped = new WeakMap<AnyComponent, AnyComponent>();

/** `Component` rendered inside an `AntdScope` (one wrapper per component, so its identity is stable). */
export function inAntdScope<T extends AnyComponent>(Component: T): T {
  let wrapped = scoped.get(Component);
  if (!wrapped) {
    const Inner: AnyComponent = Component;
    const Scoped = (props: object) => (
      <AntdScope>
        <Inner {...props} />
      </AntdScope>
    );
    Scoped.displayName = `InAntdScope(${Component.displayName ?? Component.name})`;
    wrapped = Scoped;
    scoped.set(Component, wrapped);
  }
  return wrapped as T;
}
