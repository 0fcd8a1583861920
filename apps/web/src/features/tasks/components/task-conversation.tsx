import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { MAX_TALK_CHARS, MAX_TALK_FILES } from '@hz/contract/tasks';
import type { UploadedFile } from '@hz/contract/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { isBizError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-handler.ts';
import { uploadErrorText, uploadFile } from '../../../lib/upload.ts';
import { onTalkEvent } from '../../messages/api/unread-count.ts';
import { type TalkMessage, taskTalkKey, useTaskTalk } from '../api/task-talk-list.ts';
import { useSendTaskTalk } from '../api/task-talk-send.ts';
import './task-conversation.css';

/** Files of one message, uploaded and ready to send. */
type Pending = Pick<UploadedFile, 'id' | 'name'>;

function Bubble({ m }: { m: TalkMessage }) {
  return (
    <li className={`task-talk__item${m.mine ? ' task-talk__item--mine' : ''}`}>
      <div className="task-talk__meta">
        {m.mine ? '我' : m.who === 'client' ? '客户' : '设计师'} · {m.dates} {m.times}
      </div>
      <div className="task-talk__bubble">
        {m.conts && <p className="task-talk__text">{m.conts}</p>}
        {m.attach.map((f) => (
          <a key={f.id} className="task-talk__file" href={f.url} target="_blank" rel="noreferrer">
            <PaperClipOutlined /> {f.name}
          </a>
        ))}
      </div>
    </li>
  );
}

/**
 * A design task's conversation between the client and the confirmed designer (decision 025): the
 * messages, live through the message stream's `talk` events, and a box to write (text and files) until
 * the task is completed or closed. Mounted on the task's page; renders a short note when the
 * conversation is not open to the viewer (before the designer confirms) and nothing for a stranger.
 */
export function TaskConversation({ taskId }: { taskId: number }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const talk = useTaskTalk(taskId);
  const send = useSendTaskTalk(taskId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Pending[]>([]);
  const [uploading, setUploading] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  // a `talk` event for this task: someone wrote (the other side, or this member in another tab)
  useEffect(
    () =>
      onTalkEvent((task) => {
        if (task === taskId) void queryClient.invalidateQueries({ queryKey: taskTalkKey(taskId) });
      }),
    [taskId, queryClient],
  );

  const count = talk.data?.listItem.length ?? 0;
  // the newest message in view when one arrives
  useEffect(() => {
    const el = listRef.current;
    if (el && count > 0) el.scrollTop = el.scrollHeight;
  }, [count]);

  if (talk.isPending)
    return (
      <section className="task-talk" aria-label="沟通记录" aria-busy="true">
        <h2 className="task-talk__title">沟通</h2>
        <p className="task-talk__note">正在加载沟通记录…</p>
      </section>
    );
  if (!talk.data) {
    const code = isBizError(talk.error) ? talk.error.errCode : '';
    if (code === 'forbidden' || code === 'not_found' || code === 'not_logged_in') return null;
    return (
      <section className="task-talk" aria-label="沟通记录">
        <h2 className="task-talk__title">沟通</h2>
        <p className="task-talk__note">
          {code === 'state_conflict' ? '设计师确认接单后，双方即可在这里沟通。' : errorText(talk.error)}
          {code !== 'state_conflict' && (
            <Button type="link" size="small" onClick={() => talk.refetch()}>
              重试
            </Button>
          )}
        </p>
      </section>
    );
  }

  const d = talk.data;
  const canSend = (text.trim() !== '' || files.length > 0) && !uploading && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { id: taskId, conts: text, attach: files.map((f) => f.id) },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
        },
        onError: (err) =>
          message.error(
            isBizError(err) ? (err.fields.conts ?? err.fields.attach ?? err.errMsg) : errorText(err),
          ),
      },
    );
  };

  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    const room = MAX_TALK_FILES - files.length;
    if (list.length > room) message.warning(`一条消息最多${MAX_TALK_FILES}个文件`);
    setUploading(true);
    try {
      for (const f of [...list].slice(0, Math.max(0, room))) {
        const up = await uploadFile('document', f, { name: f.name });
        setFiles((old) => [...old, { id: up.id, name: up.name || f.name }]);
      }
    } catch (err) {
      message.error(uploadErrorText(err));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <section className="task-talk" aria-label="沟通记录">
      <h2 className="task-talk__title">
        与{d.role === 'client' ? '设计师' : '客户'}沟通{d.other ? `：${d.other}` : ''}
      </h2>
      {d.listItem.length === 0 ? (
        <p className="task-talk__note">还没有消息。{d.open ? '打个招呼，说说您的想法吧。' : ''}</p>
      ) : (
        <ol className="task-talk__list" ref={listRef} aria-live="polite">
          {d.listItem.map((m) => (
            <Bubble key={m.id} m={m} />
          ))}
        </ol>
      )}
      {d.open ? (
        <div className="task-talk__compose">
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                submit();
              }
            }}
            placeholder="输入消息，Ctrl+Enter 发送"
            aria-label="消息内容"
            maxLength={MAX_TALK_CHARS}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
          {files.length > 0 && (
            <div className="task-talk__pending">
              {files.map((f) => (
                <Tag
                  key={f.id}
                  closable
                  onClose={() => setFiles((old) => old.filter((x) => x.id !== f.id))}
                  className="task-talk__tag"
                >
                  {f.name}
                </Tag>
              ))}
            </div>
          )}
          <div className="task-talk__actions">
            <input
              ref={fileRef}
              type="file"
              multiple
              hidden
              aria-label="选择文件"
              onChange={(e) => void pick(e.target.files)}
            />
            <Button
              icon={<PaperClipOutlined />}
              loading={uploading}
              disabled={files.length >= MAX_TALK_FILES}
              onClick={() => fileRef.current?.click()}
            >
              文件
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={!canSend}
              loading={send.isPending}
              onClick={submit}
            >
              发送
            </Button>
          </div>
        </div>
      ) : (
        <p className="task-talk__note">任务已完成或关闭，沟通记录只能查看。</p>
      )}
    </section>
  );
}
