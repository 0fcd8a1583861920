import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// the ES module (antd/locale/zh_CN is its CommonJS copy, bundled beside the ES one antd's own code uses)
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useState } from 'react';
import { MESSAGE_SECONDS, NOTIFICATION_SECONDS } from '../lib/error-handler.ts';
import { LazyApp } from './lazy-app.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

/**
 * The theme with antd's style runtime on: the server's render (entry-server.tsx) generates the rules of the
 * components a page shows, to send inline, while the browser takes them from antd.css (zero-runtime mode).
 * The class names are the same either way (the same tokens, so the same hash class).
 */
const runtimeTheme = { ...theme, zeroRuntime: false };

const MESSAGE_CONFIG = { duration: MESSAGE_SECONDS, maxCount: 3 };
const NOTIFICATION_CONFIG = { placement: 'topRight', duration: NOTIFICATION_SECONDS } as const;

/**
 * `client`: a query client made by the caller (the server-side render's, or one holding its data).
 * `styleRuntime`: antd generates its components' rules as they render (the server's render only).
 */
export function AppProviders({
  children,
  client,
  styleRuntime = false,
}: {
  children: ReactNode;
  client?: QueryClient;
  styleRuntime?: boolean;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <ConfigProvider
      locale={zhCN}
      theme={styleRuntime ? runtimeTheme : theme}
      button={{ autoInsertSpace: false }}
    >
      {/* antd's App, its message, notification and modal loaded on their first use (lazy-app.tsx) */}
      <LazyApp message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LazyApp>
    </ConfigProvider>
  );
}
