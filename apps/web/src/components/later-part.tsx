import { type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { holdHydrated, releaseHydrated } from '../lib/hydration-gate.ts';

/** Mounts when its boundary has hydrated (or rendered): the part's hold on the page's mark ends. */
function Release({ id }: { id: string }) {
  useEffect(() => releaseHydrated(id), [id]);
  return null;
}

/**
 * A part of a page that hydrates after the page's frame: a `Suspense` boundary (React hydrates a
 * boundary's content in a render of its own, after the frame has committed) that holds the page's
 * hydrated mark until it has (lib/hydration-gate.ts). The layout's screen is one; a deal's panels for its
 * parties are others, whose code loads on its own (a `lazyPart`, lib/lazy-part.ts): the server renders
 * them with the page (their HTML is in the document from the first paint); the browser hydrates the page
 * without them, keeps the server's HTML in place (no placeholder, no layout shift) and hydrates each part
 * when its code is in, in tasks of its own (issue 34: no long task while the page hydrates). In a page the
 * browser renders itself it shows `fallback` while its code loads.
 *
 * The server's HTML of a part stays only while nothing above it changes: a context whose value changes
 * before the part has hydrated makes React render the part anew (its fallback, then its content).
 */
export function LaterPart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const id = useId();
  // on its first render only, and only in the browser (the server runs no effect to release it)
  useState(() => {
    if (typeof window !== 'undefined') holdHydrated(id);
    return id;
  });
  useEffect(() => () => releaseHydrated(id), [id]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Release id={id} />
    </Suspense>
  );
}
