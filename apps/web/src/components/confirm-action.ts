import { App } from 'antd';
import type { ReactNode } from 'react';
import { reportError } from '../lib/error-handler.ts';

/**
 * An action that asks first: a confirmation with what will happen, the call while its OK button spins,
 * then a success message, or the error reported (the dialog closes either way).
 */
export function useConfirmAction() {
  const { modal, message } = App.useApp();
  return (o: {
    title: string;
    content: ReactNode;
    okText: string;
    danger?: boolean;
    run: () => Promise<unknown>;
    success: string;
  }) =>
    modal.confirm({
      title: o.title,
      content: o.content,
      okText: o.okText,
      cancelText: '取消',
      okButtonProps: { danger: o.danger },
      onOk: () =>
        o.run().then(
          () => {
            message.success(o.success);
          },
          (err: unknown) => reportError(err),
        ),
    });
}
