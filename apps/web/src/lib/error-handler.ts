import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { BizError, GENERIC_ERROR } from './api-client.ts';

/**
 * The global error handler: turns a failed call into what the member sees, by the envelope's
 * `showType` (0 silent, 1 warning toast, 2 error toast, 4 notification, 9 the exception page).
 * Its dependencies (antd's themed message and notification, navigation, the session reset) are bound
 * once by the app shell, so this module stays free of React.
 */
export interface ErrorHandlerDeps {
  message: MessageInstance;
  notification: NotificationInstance;
  navigate: (to: string) => void;
  /** Called on `not_logged_in`: forget the session and send the member to the login page. */
  onNotLoggedIn: () => void;
}

let deps: ErrorHandlerDeps | null = null;

export function bindErrorHandler(next: ErrorHandlerDeps): () => void {
  deps = next;
  return () => {
    if (deps === next) deps = null;
  };
}

export const MESSAGE_SECONDS = 3;
export const NOTIFICATION_SECONDS = 4.5;

/** Error text for people, whatever was thrown. */
export function errorText(err: unknown): string {
  if (err instanceof BizError) return err.errMsg;
  return GENERIC_ERROR;
}

export function reportError(err: unknown): void {
  if (!deps) {
    console.warn(errorText(err));
    return;
  }
  if (err instanceof BizError && err.errCode === 'not_logged_in') {
    deps.message.warning({ content: '请先登录', duration: MESSAGE_SECONDS, key: 'not_logged_in' });
    deps.onNotLoggedIn();
    return;
  }
  const text = errorText(err);
  const showType = err instanceof BizError ? err.showType : 2;
  switch (showType) {
    case 0:
      return;
    case 1:
      deps.message.warning({ content: text, duration: MESSAGE_SECONDS });
      return;
    case 4:
      deps.notification.error({
        title: '请求失败',
        description: text,
        placement: 'topRight',
        duration: NOTIFICATION_SECONDS,
      });
      return;
    case 9: {
      const code = err instanceof BizError ? err.errCode : 'error';
      const qs = new URLSearchParams({ errorCode: code, errorMessage: text });
      deps.navigate(`/exception?${qs.toString()}`);
      return;
    }
    default:
      deps.message.error({ content: text, duration: MESSAGE_SECONDS });
  }
}
