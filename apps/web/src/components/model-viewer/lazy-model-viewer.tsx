import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ModelPoster, type ModelViewerProps } from './model-poster.tsx';
import './model-viewer.css';

export type { ModelViewerProps };

// three.js (with its loaders and controls) is its own chunk, fetched only where a model is shown
const ModelViewer = lazy(() => import('./model-viewer.tsx'));

/** True when the browser can draw WebGL (asked once, on a throwaway canvas). */
export function hasWebGL(): boolean {
  try {
    const c = document.createElement('canvas');
    return Boolean(c.getContext('webgl2') ?? c.getContext('webgl'));
  } catch {
    return false;
  }
}

let webglAnswer: boolean | undefined;
const noSubscription = () => () => {};
/** `hasWebGL`, asked once per page; unknown (null) on the server and while hydrating its HTML. */
function useWebGL(): boolean | null {
  return useSyncExternalStore(
    noSubscription,
    () => (webglAnswer ??= hasWebGL()),
    () => null,
  );
}

/**
 * The 3D viewer, loaded on demand: where WebGL is missing the poster stays with a note (three.js is then
 * never fetched); otherwise the poster shows until the viewer's code and the model have arrived. The
 * server renders the poster only (decision 041: no three.js on the server), and hydration keeps it until
 * the browser has answered whether it can draw WebGL.
 */
export function LazyModelViewer(props: ModelViewerProps) {
  const webgl = useWebGL();
  if (webgl === null) return <ModelPoster poster={props.poster} title={props.title} note="3D 预览加载中…" />;
  if (!webgl)
    return (
      <div data-testid="model-fallback">
        <ModelPoster
          poster={props.poster}
          title={props.title}
          note="您的浏览器不支持 WebGL，无法在线旋转查看，以下为模型封面"
        />
      </div>
    );
  return (
    <Suspense fallback={<ModelPoster poster={props.poster} title={props.title} note="3D 预览加载中…" />}>
      <ModelViewer {...props} />
    </Suspense>
  );
}
