import { ArrowLeftOutlined, LockOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import {
  consultFromNames,
  MAX_CONSULT_CHARS,
  MAX_CONSULT_FILES,
  MAX_REPORT_CHARS,
} from '@hz/contract/values/consult';
import { contactMask } from '@hz/contract/values/masking';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Popconfirm } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConversationCompose, ConversationMessages } from '../../../components/conversation.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { paths, href } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-handler.ts';
import { useBlockConsult } from '../api/consult-block.ts';
import { consultListsKey, consultThreadKey } from '../api/consult-keys.ts';
import { type ConsultMessageItem, useConsultThread } from '../api/consult-messages.ts';
import { useReportConsult } from '../api/consult-report.ts';
import { useSendConsult } from '../api/consult-send.ts';
import { onConsultEvent } from '../api/unread-count.ts';

type Context = NonNullable<ConsultMessageItem['context']>;

/** A later question asked from another page shows that page above it; the first page is the header's. */
const sameContext = (a: Context, b: Context | null) => !!b && a.kind === b.kind && a.id === b.id;

/** The page a consultation (or one of its messages) was started from, as a small card. */
function ContextCard({ c }: { c: Context }) {
  return (
    <Link className="consult-context" to={c.link}>
      {c.cover && <img className="consult-context__cover" src={c.cover} alt="" width={48} height={48} />}
      <span className="consult-context__body">
        <span className="consult-context__kind">咨询来自{consultFromNames[c.kind]}</span>
        <span className="consult-context__title">{c.title}</span>
      </span>
    </Link>
  );
}

function ReportButton({ id, reported }: { id: number; reported: boolean }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const report = useReportConsult(id);
  const submit = () =>
    report.mutate(
      { id, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          message.success('已举报，平台会尽快核实处理');
        },
        onError: (err) => setError(isBizError(err) ? (err.fields.reason ?? err.errMsg) : errorText(err)),
      },
    );
  return (
    <>
      <Button icon={<WarningOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {reported ? '已举报' : '举报'}
      </Button>
      <Modal
        title="举报这个对话"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={submit}
        okText="提交举报"
        cancelText="取消"
        okButtonProps={{ loading: report.isPending }}
        destroyOnHidden
      >
        <p>平台会查看这个对话的记录。请写明原因，例如广告、骚扰或诈骗。</p>
        <Input.TextArea
          aria-label="举报理由"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError('');
          }}
          maxLength={MAX_REPORT_CHARS}
          autoSize={{ minRows: 3, maxRows: 6 }}
          status={error ? 'error' : undefined}
        />
        {error && (
          <p className="consult-thread__error" role="alert">
            {error}
          </p>
        )}
      </Modal>
    </>
  );
}

/**
 * One consultation thread (decision 051) for one of its two parties: who and where it started, the
 * messages (the other side's contact details masked until the two have a deal), live through the stream's
 * `consult` events, the box to write, and blocking and reporting.
 */
export function ConsultThread({ id }: { id: number }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const thread = useConsultThread(id);
  const send = useSendConsult(id);
  const block = useBlockConsult(id);

  // reading marks the thread read: the list's unread marks change
  const loaded = thread.dataUpdatedAt;
  useEffect(() => {
    if (loaded) void client.invalidateQueries({ queryKey: consultListsKey });
  }, [loaded, client]);

  useEffect(
    () =>
      onConsultEvent((thread) => {
        if (thread === id) void client.invalidateQueries({ queryKey: consultThreadKey(id) });
      }),
    [id, client],
  );

  const back = (
    <Link className="consult-thread__back" to={href(paths.message.path, { box: 'consult' })}>
      <ArrowLeftOutlined aria-hidden /> 返回咨询列表
    </Link>
  );
  if (thread.isPending)
    return (
      <section className="consult-thread" aria-label="咨询对话" aria-busy="true">
        {back}
        <p className="consult-thread__note">正在加载对话…</p>
      </section>
    );
  if (!thread.data) {
    const gone = isBizError(thread.error) && thread.error.errCode === 'not_found';
    return (
      <section className="consult-thread" aria-label="咨询对话">
        {back}
        {gone ? (
          <p className="consult-thread__note">这个对话不存在，或您不是对话的一方。</p>
        ) : (
          <LoadFailed title="对话加载失败" onRetry={() => thread.refetch()} />
        )}
      </section>
    );
  }

  const d = thread.data;
  const t = d.thread;
  const otherName = t.other.name;
  const submit = (conts: string, attach: string[]) =>
    send.mutateAsync({ id, conts, attach }).then(
      (sent) => {
        if (sent.contactHidden && !d.deal)
          message.warning(`消息中的联系方式对方看到的是“${contactMask}”，成交后才会显示`, 8);
      },
      (err: unknown) => {
        message.error(
          isBizError(err) ? (err.fields.conts ?? err.fields.attach ?? err.errMsg) : errorText(err),
        );
        throw err;
      },
    );
  const toggleBlock = () =>
    block.mutate(
      { id, block: t.blocked !== 'me' },
      {
        onSuccess: (r) =>
          message.success(r.blocked === 'me' ? `已屏蔽${otherName}，对方无法再发消息给您` : '已取消屏蔽'),
      },
    );

  return (
    <section className="consult-thread" aria-label="咨询对话">
      {back}
      <header className="consult-thread__head">
        <h2 className="consult-thread__title">
          {t.role === 'asker' ? '咨询' : '来自'}
          {t.other.link ? <Link to={t.other.link}>{otherName}</Link> : otherName}
          {t.role === 'owner' && '的咨询'}
        </h2>
        <div className="consult-thread__actions">
          <Popconfirm
            title={
              t.blocked === 'me' ? '取消屏蔽后对方可以再给您发消息' : `屏蔽后${otherName}将无法再给您发消息`
            }
            okText={t.blocked === 'me' ? '取消屏蔽' : '屏蔽'}
            cancelText="取消"
            onConfirm={toggleBlock}
            disabled={t.blocked === 'them'}
          >
            <Button
              icon={<StopOutlined aria-hidden />}
              loading={block.isPending}
              disabled={t.blocked === 'them'}
            >
              {t.blocked === 'me' ? '取消屏蔽' : '屏蔽'}
            </Button>
          </Popconfirm>
          <ReportButton id={id} reported={d.reported} />
        </div>
      </header>
      {t.context && <ContextCard c={t.context} />}
      {d.deal ? (
        d.contact && (
          <Alert
            className="consult-thread__notice"
            type="success"
            showIcon
            title={`你们已成交，对方联系方式：手机 ${d.contact.mobile || '未填写'}${d.contact.qqnum ? `，QQ ${d.contact.qqnum}` : ''}${d.contact.email ? `，邮箱 ${d.contact.email}` : ''}`}
          />
        )
      ) : (
        <p className="consult-thread__note consult-thread__lock">
          <LockOutlined aria-hidden />{' '}
          为保障双方权益，成交前对话中的手机号、微信、QQ、邮箱等联系方式会被隐藏；请通过平台下单，资金由平台托管。
        </p>
      )}
      {d.listItem.length === 0 ? (
        <p className="consult-thread__note">还没有消息。</p>
      ) : (
        <ConversationMessages
          items={d.listItem}
          who={(m) => (m.mine ? '我' : otherName)}
          above={(m) =>
            m.context && !sameContext(m.context, t.context) ? <ContextCard c={m.context} /> : null
          }
          label="咨询消息"
        />
      )}
      {d.open ? (
        <ConversationCompose
          maxChars={MAX_CONSULT_CHARS}
          maxFiles={MAX_CONSULT_FILES}
          sending={send.isPending}
          onSend={submit}
          placeholder="输入回复，Ctrl+Enter 发送"
        />
      ) : (
        <p className="consult-thread__note">
          {t.blocked === 'me' ? '您已屏蔽对方，取消屏蔽后才能继续对话。' : '对方已设置不再接收您的消息。'}
        </p>
      )}
    </section>
  );
}
