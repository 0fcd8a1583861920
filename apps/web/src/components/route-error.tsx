import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LinkButton } from './link-button.tsx';

function isChunkError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i.test(
    text,
  );
}

/** Shown instead of a screen that failed to load or crashed; never the router's English default. */
export function RouteError() {
  const err = useRouteError();
  if (isRouteErrorResponse(err) && err.status === 404) {
    return (
      <Result
        status="404"
        title="页面不存在"
        subTitle="您访问的页面不存在或已被移除。"
        extra={
          <LinkButton to="/mainPage" type="primary">
            返回首页
          </LinkButton>
        }
      />
    );
  }
  const chunk = isChunkError(err);
  return (
    <Result
      status="error"
      title={chunk ? '页面加载失败' : '页面出错了'}
      subTitle={
        chunk
          ? '网络不稳定或网站刚刚更新，请刷新页面重试。'
          : '很抱歉，页面发生了错误，请刷新重试或返回首页。'
      }
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>,
        <LinkButton key="home" to="/mainPage">
          返回首页
        </LinkButton>,
      ]}
    />
  );
}
