import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { MESSAGE_SECONDS, NOTIFICATION_SECONDS } from '../lib/error-handler.ts';
import { AntdRoot } from './antd-root.tsx';
import { LazyApp } from './lazy-app.tsx';
import { createQueryClient } from './query-client.ts';

const MESSAGE_CONFIG = { duration: MESSAGE_SECONDS, maxCount: 3 };
const NOTIFICATION_CONFIG = { placement: 'topRight', duration: NOTIFICATION_SECONDS } as const;

/**
 * `client`: a query client made by the caller (the server-side render's, or one holding its data).
 * `antdRoot`: what wraps the whole app for antd. The browser's is `AntdRoot`, which provides nothing of
 * antd's theme: the parts that use antd's components have a ConfigProvider of their own
 * (app/antd-scope.tsx, decision 070). The server's render passes antd's ConfigProvider with the style
 * runtime on (entry-server.tsx), which generates the rules of the components a page shows, to send
 * inline.
 */
export function AppProviders({
  children,
  client,
  antdRoot: Root = AntdRoot,
}: {
  children: ReactNode;
  client?: QueryClient;
  antdRoot?: ComponentType<{ children: ReactNode }>;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <Root>
      {/* antd's App, its message, notification and modal loaded on their first use (lazy-app.tsx) */}
      <LazyApp message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LazyApp>
    </Root>
  );
}
