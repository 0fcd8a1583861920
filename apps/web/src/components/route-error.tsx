import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LinkButton } from './link-button.tsx';
import { StatusPanel } from './status-panel.tsx';

function isChunkError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i.test(
    text,
  );
}

/**
 * Shown instead of a screen that failed to load or crashed; never the router's English default.
 * Lives in the shell (no lazy chunk), since a chunk that failed to load is one of its causes.
 */
export function RouteError() {
  const err = useRouteError();
  if (isRouteErrorResponse(err) && err.status === 404) {
    return (
      <StatusPanel
        tone="warning"
        title="页面不存在"
        actions={
          <LinkButton to="/mainPage" type="primary">
            返回首页
          </LinkButton>
        }
      >
        您访问的页面不存在或已被移除。
      </StatusPanel>
    );
  }
  const chunk = isChunkError(err);
  return (
    <StatusPanel
      tone="error"
      title={chunk ? '页面加载失败' : '页面出错了'}
      actions={
        <>
          <button
            type="button"
            className="link-btn link-btn--primary"
            onClick={() => window.location.reload()}
          >
            刷新页面
          </button>
          <LinkButton to="/mainPage">返回首页</LinkButton>
        </>
      }
    >
      {chunk
        ? '网络不稳定或网站刚刚更新，请刷新页面重试。'
        : '很抱歉，页面发生了错误，请刷新重试或返回首页。'}
    </StatusPanel>
  );
}
