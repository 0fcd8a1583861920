import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

const Result = lazy(() => import('./antd-result.tsx'));

/**
 * antd's `Result`, loaded when a screen shows one (a load failure, a not-found item) instead of with every
 * page that might: Result brings its 404/500/403 illustrations (~30 KB of SVG, ~10 KB gzipped with its
 * code) whatever its status. The server renders it in full (its render waits for lazy parts); in the
 * browser a server-rendered one stays as the server sent it until its code arrives, then hydrates, so the
 * markup is the same. A client-side change of screen shows nothing in its place for that moment.
 */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
