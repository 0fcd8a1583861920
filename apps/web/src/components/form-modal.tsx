import { App, Form, Modal } from 'antd';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { reportError } from '../lib/error-handler.ts';
import { applyServerErrors } from '../lib/form-errors.ts';

/** The pickers whose Enter takes a value (a typed date, a highlighted option) rather than the form's. */
const PICKERS = '.ant-picker, .ant-select, .ant-cascader';

/**
 * A form's key handler (capture phase): Enter inside a picker does not submit the form around it — the
 * picker still takes its value, only the browser's implicit submission is cancelled (issue 27: Enter in
 * the apply dialog's date picker sent the proposal).
 */
export function keepEnterInPickers(e: KeyboardEvent<HTMLFormElement>) {
  if (e.key === 'Enter' && e.target instanceof Element && e.target.closest(PICKERS)) e.preventDefault();
}

/**
 * A modal holding one form: OK submits it through `submit` (the call); on success it says `success` and
 * closes, a refusal of one of `fields` lands on that field and anything else goes to the error handler
 * (closing too with `closeOnError`). Enter in a picker (a date, a select, a cascader) is the picker's and
 * never submits the dialog (`keepEnterInPickers`); in a text field it submits, as forms do.
 */
export function FormModal<V extends object>({
  open,
  title,
  okText,
  onClose,
  initial,
  fields,
  success,
  submit,
  closeOnError = false,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  onClose: () => void;
  initial: V;
  fields: readonly string[];
  success: string;
  submit: (v: V) => Promise<unknown>;
  closeOnError?: boolean;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  const onFinish = (v: V) => {
    setPending(true);
    submit(v)
      .then(
        () => {
          message.success(success);
          onClose();
        },
        (err: unknown) => {
          if (!applyServerErrors(form, err, fields)) reportError(err);
          if (closeOnError) onClose();
        },
      )
      .finally(() => setPending(false));
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ loading: pending, htmlType: 'submit' }}
      onCancel={() => !pending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<V>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initial}
          onFinish={onFinish}
          onKeyDownCapture={keepEnterInPickers}
          clearOnDestroy
        >
          {dom}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
