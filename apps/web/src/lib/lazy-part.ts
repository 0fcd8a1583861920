import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * One named export of a module, loaded on first render (`React.lazy` takes a default export only). For
 * the parts of a page that only some viewers ever see (a deal's dialogs and its parties' panels): they stay
 * out of the page's first load, and every part of one module shares its one request. Render it inside a
 * `Suspense` and only when it is to be shown (a dialog when it opens), so that the server and the first
 * render in the browser hold none of it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any props: the part keeps its own props' type
type AnyComponent = ComponentType<any>;

export function lazyPart<M extends { [k in K]: AnyComponent }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
