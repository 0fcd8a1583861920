import { Modal, message, notification } from 'antd';
import type { AppConfig, useAppProps } from 'antd/es/app/context';
import { useEffect } from 'react';

/**
 * The holders of antd's message, notification and modal, as antd's `App` renders them, loaded on the
 * first call of one of them (app/lazy-app.tsx): hands their APIs over once they can show something.
 */
export default function LazyAppHost({
  config,
  onReady,
}: {
  config: AppConfig;
  onReady: (api: useAppProps) => void;
}) {
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
