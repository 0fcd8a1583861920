import AppContext, { type AppConfig, AppConfigContext } from 'antd/es/app/context';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { ANT } from '../components/antd-markup.ts';
import { useAppStyle } from '../components/antd-style-hooks.ts';
import { createDeferredApi } from './deferred-app-api.ts';

/*
 * antd's `App` without its message, notification and modal code in the first load (decision 031,
 * amendment of 2026-11-28). antd's App renders the three hooks' holders at once, so the dialog, the
 * notification list and their dependencies (23 KiB gzipped of /mainPage's first load) were in the
 * entry of every page, though no page shows any of them before someone acts. This renders the same
 * element (`div.ant-app` with antd's classes and styles, so the server's markup is unchanged) and gives
 * `App.useApp()` the same three APIs, whose methods load the real ones (app/lazy-app-host.tsx) on their
 * first call and pass the call on (deferred-app-api.ts).
 */

const loadHost = () => import('./lazy-app-host.tsx');
const LazyAppHost = lazy(loadHost);

/**
 * In place of antd's `<App message notification>`: the same element and contexts; the holders of
 * message, notification and modal are rendered once the first call asks for them (never on the server,
 * nor in the first render of the browser's, so hydration sees the server's markup).
 */
export function LazyApp({
  message,
  notification,
  children,
}: {
  message?: AppConfig['message'];
  notification?: AppConfig['notification'];
  children: ReactNode;
}) {
  // antd's App's classes (the app sets no `app` class, no right-to-left): its style hook's in the server's
  // render, constants in the browser's (components/antd-style-hooks.ts)
  const prefixCls = `${ANT}-app`;
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const className = `${hashId} ${prefixCls} ${cssVarCls}`;

  const config = useMemo<AppConfig>(() => ({ message, notification }), [message, notification]);
  const [hosted, setHosted] = useState(false);
  const [deferred] = useState(() => createDeferredApi(() => setHosted(true)));
  usePreloadHost();

  return (
    <AppContext.Provider value={deferred.api}>
      <AppConfigContext.Provider value={config}>
        <div className={className}>
          {children}
          {hosted && (
            <Suspense fallback={null}>
              <LazyAppHost config={config} onReady={deferred.ready} />
            </Suspense>
          )}
        </div>
      </AppConfigContext.Provider>
    </AppContext.Provider>
  );
}

/**
 * Fetches the holders' code at the visitor's first press of a pointer or key, so that what the press
 * shows (a dialog, a message) rarely waits for it; a page nobody touches never fetches it (the first
 * load stays what the bundle budget and search.spec.ts count). A call without a press (a background
 * call failing) loads it then.
 */
function usePreloadHost(): void {
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const stop = () => {
      for (const e of events) window.removeEventListener(e, start, true);
    };
    function start() {
      stop();
      void loadHost();
    }
    for (const e of events) window.addEventListener(e, start, { capture: true, passive: true });
    return stop;
  }, []);
}
