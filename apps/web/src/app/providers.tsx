import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useState } from 'react';
import { MESSAGE_SECONDS, NOTIFICATION_SECONDS } from '../lib/error-handler.ts';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

dayjs.locale('zh-cn');

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
