import AppContext, { type AppConfig, AppConfigContext, type useAppProps } from 'antd/es/app/context';
import useStyle from 'antd/es/app/style';
import { useComponentConfig } from 'antd/es/config-provider/context';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';

/*
 * antd's `App` without its message, notification and modal code in the first load (decision 031,
 * amendment of 2026-11-28). antd's App renders the three hooks' holders at once, so the dialog, the
 * notification list and their dependencies (~15 KiB gzipped) were in the entry of every page, though no
 * page shows any of them before someone acts. This renders the same element (`div.ant-app` with antd's
 * classes and styles, so the server's markup is unchanged) and gives `App.useApp()` the same three APIs,
 * whose methods load the real ones (app/lazy-app-host.tsx) on their first call and pass the call on.
 */

type Api = useAppProps;
type Part = keyof Api;

const loadHost = () => import('./lazy-app-host.tsx');
const LazyAppHost = lazy(loadHost);

/** What a message method returns: a function that closes it, and a promise of its closing. */
interface MessageHandle {
  (): void;
  then: PromiseLike<boolean>['then'];
}

/** What a modal method returns: destroy, update, and a promise of the answer (confirm). */
interface ModalHandle {
  destroy: () => void;
  update: (config: unknown) => void;
  then: PromiseLike<boolean>['then'];
}

/**
 * The three APIs as `App.useApp()` returns them. Before the real ones are there, a call is kept (in
 * order) and answered with a stand-in handle that acts on the real handle once the call is made.
 */
function createDeferredApi(requestHost: () => void): { api: Api; ready: (real: Api) => void } {
  let real: Api | null = null;
  const waiting: ((api: Api) => void)[] = [];

  const method =
    (part: Part, name: string) =>
    (...args: unknown[]): unknown => {
      const call = (api: Api) =>
        (api[part] as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args);
      if (real) return call(real);
      requestHost();
      if (part === 'modal') return deferModal(call);
      if (part === 'message' && name !== 'destroy') return deferMessage(call);
      waiting.push(call);
      return undefined;
    };

  function deferMessage(call: (api: Api) => unknown): MessageHandle {
    let closed = false;
    let close: (() => void) | undefined;
    let settle: (done: boolean) => void = () => {};
    const done = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    waiting.push((api) => {
      if (closed) return settle(false);
      const handle = call(api) as MessageHandle | undefined;
      close = handle;
      if (handle) handle.then(settle, () => settle(false));
      else settle(false);
    });
    const handle = (() => {
      closed = true;
      close?.();
    }) as MessageHandle;
    // biome-ignore lint/suspicious/noThenProperty: antd's message handle is a thenable (MessageType)
    handle.then = (onDone, onFail) => done.then(onDone, onFail);
    return handle;
  }

  function deferModal(call: (api: Api) => unknown): ModalHandle {
    let destroyed = false;
    let updates: unknown[] = [];
    let instance: ModalHandle | undefined;
    let settle: (confirmed: boolean) => void = () => {};
    const answer = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    waiting.push((api) => {
      if (destroyed) return settle(false);
      instance = call(api) as ModalHandle | undefined;
      for (const u of updates) instance?.update(u);
      updates = [];
      if (instance) instance.then(settle, () => settle(false));
      else settle(false);
    });
    return {
      destroy: () => {
        destroyed = true;
        instance?.destroy();
      },
      update: (config) => {
        if (instance) instance.update(config);
        else updates.push(config);
      },
      // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is a thenable (the answer)
      then: (onAnswer, onFail) => answer.then(onAnswer, onFail),
    };
  }

  const methods = {
    message: ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'],
    notification: ['success', 'error', 'info', 'warning', 'open', 'destroy'],
    modal: ['info', 'success', 'error', 'warning', 'confirm'],
  } as const;
  const api = Object.fromEntries(
    (Object.keys(methods) as Part[]).map((part) => [
      part,
      Object.fromEntries(methods[part].map((name) => [name, method(part, name)])),
    ]),
  ) as unknown as Api;

  return {
    api,
    ready: (loaded) => {
      real = loaded;
      for (const call of waiting.splice(0)) call(loaded);
    },
  };
}

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
  const { getPrefixCls, className: contextClassName, direction } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const className = [
    contextClassName,
    hashId,
    prefixCls,
    cssVarCls,
    direction === 'rtl' ? `${prefixCls}-rtl` : '',
  ]
    .filter(Boolean)
    .join(' ');

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
