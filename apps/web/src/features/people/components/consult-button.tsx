import { MessageOutlined } from '@ant-design/icons';
import { MAX_CONSULT_CHARS } from '@hz/contract/values/consult';
import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ContactNotice } from '../../../components/contact-notice.tsx';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-handler.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useOpenConsult } from '../../messages/api/consult-open.ts';
import { useReplyTime } from '../../messages/api/consult-reply-time.ts';

/**
 * 咨询 on a designer's or factory's page, work, case or service (decision 051): the member writes a
 * first question, which opens (or continues) the pair's conversation in the message centre, where the
 * page goes next. A visitor is sent to log in and back.
 */
export function ConsultButton({
  cardno,
  kind,
  name,
  from,
  item,
  block = false,
}: {
  cardno: string;
  kind: 'designer' | 'factory';
  name: string;
  from?: 'work' | 'case' | 'service';
  item?: number;
  block?: boolean;
}) {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const ask = useOpenConsult();

  const start = () => {
    if (loggedIn === false) {
      navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    setOpen(true);
  };

  const submit = () =>
    ask.mutate(
      { cardno, kind, conts: text, ...(from && item ? { from, item } : {}) },
      {
        onSuccess: (r) => {
          setOpen(false);
          setText('');
          if (r.contactHidden) message.warning('消息中的联系方式已隐藏，成交后对方才能看到', 8);
          navigate(href(paths.message.path, { box: 'consult', id: r.id }));
        },
        onError: (err) => {
          if (isBizError(err) && err.fields.conts) setError(err.fields.conts);
          else message.error(isBizError(err) ? err.errMsg : errorText(err));
        },
      },
    );

  return (
    <>
      <Button icon={<MessageOutlined aria-hidden />} onClick={start} block={block}>
        咨询
      </Button>
      <Modal
        title={`咨询${name}`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={submit}
        okText="发送"
        cancelText="取消"
        okButtonProps={{ loading: ask.isPending, disabled: text.trim() === '' }}
        destroyOnHidden
      >
        <ContactNotice />
        <Input.TextArea
          className="consult-ask__text"
          aria-label="咨询内容"
          placeholder="说说您的展会、面积、预算和时间，对方会在消息中心回复您"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError('');
          }}
          maxLength={MAX_CONSULT_CHARS}
          autoSize={{ minRows: 4, maxRows: 8 }}
          status={error ? 'error' : undefined}
        />
        {error && (
          <p className="consult-ask__error" role="alert">
            {error}
          </p>
        )}
      </Modal>
    </>
  );
}

/** 响应时间 on a profile: shown from 3 conversations over the last 30 days, else nothing. */
export function ReplyTime({ cardno, kind }: { cardno: string; kind: 'designer' | 'factory' }) {
  const q = useReplyTime(cardno, kind);
  if (!q.data?.text) return null;
  return <span className="reply-time">响应时间：{q.data.text}</span>;
}
