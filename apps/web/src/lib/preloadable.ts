import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A module that may say what else it renders lazily for a URL (a screen choosing its list or detail). */
export interface ScreenModule<T> {
  default: T;
  preload?: (url: URL) => Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own lazy()
export type AnyComponent = ComponentType<any>;

export type Preloadable<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Loads the module (and what it says it renders lazily for `url`); the component then renders at once. */
  preload: (url: URL) => Promise<unknown>;
};

/**
 * `React.lazy` that can be loaded ahead and then renders synchronously.
 *
 * Why: a server-rendered page hydrates with its screen behind `lazy` (app/router.tsx). A lazy component
 * suspends on its first render even when its module is already there (React reads a promise's value only
 * in a later task), so React committed the page around a still-dehydrated screen and hydrated the screen
 * in a later pass. Until then the screen's HTML had no handlers, and a click on it was lost — not replayed
 * once the screen hydrated (React 19). On a loaded machine that window was seconds (demo-content.spec
 * clicked a list's tab in it; docs/decisions/041, amendment "the screen hydrates with the page").
 * main.tsx preloads the page's screens before hydrating; once loaded, the factory hands React a thenable
 * that is already resolved, which `lazy` reads synchronously, so the whole page hydrates in one pass.
 */
export function preloadable<T extends AnyComponent>(load: () => Promise<ScreenModule<T>>): Preloadable<T> {
  let loaded: ScreenModule<T> | undefined;
  let loading: Promise<ScreenModule<T>> | undefined;
  const fetchModule = () => {
    loading ??= load().then((m) => {
      loaded = m;
      return m;
    });
    return loading;
  };
  const component = lazy(() => {
    const m = loaded;
    if (!m) return fetchModule();
    // a thenable that calls back at once: React's lazy then has the module in this same render
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (React reads it synchronously)
    return { then: (resolve: (value: ScreenModule<T>) => void) => resolve(m) } as Promise<ScreenModule<T>>;
  });
  return Object.assign(component, {
    preload: async (url: URL) => {
      const m = await fetchModule();
      await m.preload?.(url);
    },
  });
}
