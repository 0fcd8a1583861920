import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useState } from 'react';
import { MESSAGE_SECONDS, NOTIFICATION_SECONDS } from '../lib/error-handler.ts';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

dayjs.locale('zh-cn');

/** `client`: a query client made by the caller (the server-side render's, or one holding its data). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <App
        message={{ duration: MESSAGE_SECONDS, maxCount: 3 }}
        notification={{ placement: 'topRight', duration: NOTIFICATION_SECONDS }}
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
