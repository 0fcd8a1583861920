import { Modal, message, notification } from 'antd';
import type { AppConfig, useAppProps } from 'antd/es/app/context';
import { useEffect } from 'react';
import { AntdScope } from './antd-scope.tsx';

/**
 * The holders of antd's message, notification and modal, as antd's `App` renders them, loaded on the
 * first call of one of them (app/lazy-app.tsx): hands their APIs over once they can show something.
 * Inside antd's ConfigProvider (app/antd-scope.tsx; the shell has none in the browser, decision 070), so
 * that the toasts and dialogs take the theme and the locale.
 */
export default function LazyAppHost(props: { config: AppConfig; onReady: (api: useAppProps) => void }) {
  return (
    <AntdScope>
      <Holders {...props} />
    </AntdScope>
  );
}

function Holders({ config, onReady }: { config: AppConfig; onReady: (api: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage(config.message);
  const [notificationApi, notificationHolder] = notification.useNotification(config.notification);
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
