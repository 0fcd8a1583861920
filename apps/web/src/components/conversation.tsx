import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Input, Tag } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { uploadErrorText, uploadFile } from '../lib/upload.ts';
import './conversation.css';

/**
 * A conversation between two members — a design task's (decision 025) or a consultation's (decision 051):
 * the messages as bubbles (mine on the right) and a box to write text and attach files. The feature
 * gives the messages, who wrote each, and the call that sends; the live refresh is the feature's (its
 * stream event invalidates its query).
 */

export interface ConversationItem {
  id: number;
  mine: boolean;
  conts: string;
  attach: Array<{ id: string; url: string; name: string }>;
  dates: string;
  times: string;
}

function Bubble<T extends ConversationItem>({ m, who, above }: { m: T; who: string; above?: ReactNode }) {
  return (
    <li className={`talk__item${m.mine ? ' talk__item--mine' : ''}`}>
      {above}
      <div className="talk__meta">
        {who} · {m.dates} {m.times}
      </div>
      <div className="talk__bubble">
        {m.conts && <p className="talk__text">{m.conts}</p>}
        {m.attach.map((f) => (
          <a key={f.id} className="talk__file" href={f.url} target="_blank" rel="noreferrer">
            <PaperClipOutlined /> {f.name}
          </a>
        ))}
      </div>
    </li>
  );
}

/** The messages, oldest first, kept scrolled to the newest when one arrives. */
export function ConversationMessages<T extends ConversationItem>({
  items,
  who,
  above,
  label = '消息记录',
}: {
  items: readonly T[];
  /** The writer's name as the bubble's caption (我, 客户, the designer's name…). */
  who: (m: T) => string;
  /** Something shown above a message (where a consultation started). */
  above?: (m: T) => ReactNode;
  label?: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const count = items.length;
  useEffect(() => {
    const el = listRef.current;
    if (el && count > 0) el.scrollTop = el.scrollHeight;
  }, [count]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <ol className="talk__list" ref={listRef} aria-live="polite" aria-label={label} tabIndex={0}>
      {items.map((m) => (
        <Bubble key={m.id} m={m} who={who(m)} above={above?.(m)} />
      ))}
    </ol>
  );
}

/** Files of one message, uploaded and ready to send. */
interface Pending {
  id: string;
  name: string;
}

/**
 * The box to write: text (Ctrl+Enter sends) and up to `maxFiles` files uploaded as documents. `onSend`
 * resolves when the message is sent (the box empties) and rejects with the error to show.
 */
export function ConversationCompose({
  maxChars,
  maxFiles,
  sending,
  onSend,
  placeholder = '输入消息，Ctrl+Enter 发送',
}: {
  maxChars: number;
  maxFiles: number;
  sending: boolean;
  onSend: (conts: string, files: string[]) => Promise<unknown>;
  placeholder?: string;
}) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Pending[]>([]);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const canSend = (text.trim() !== '' || files.length > 0) && !uploading && !sending;

  const submit = () => {
    if (!canSend) return;
    onSend(
      text,
      files.map((f) => f.id),
    ).then(
      () => {
        setText('');
        setFiles([]);
      },
      () => undefined,
    );
  };

  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    const room = maxFiles - files.length;
    if (list.length > room) message.warning(`一条消息最多${maxFiles}个文件`);
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
    <div className="talk__compose">
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            submit();
          }
        }}
        placeholder={placeholder}
        aria-label="消息内容"
        maxLength={maxChars}
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      {files.length > 0 && (
        <div className="talk__pending">
          {files.map((f) => (
            <Tag
              key={f.id}
              closable
              onClose={() => setFiles((old) => old.filter((x) => x.id !== f.id))}
              className="talk__tag"
            >
              {f.name}
            </Tag>
          ))}
        </div>
      )}
      <div className="talk__actions">
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
          disabled={files.length >= maxFiles}
          onClick={() => fileRef.current?.click()}
        >
          文件
        </Button>
        <Button type="primary" icon={<SendOutlined />} disabled={!canSend} loading={sending} onClick={submit}>
          发送
        </Button>
      </div>
    </div>
  );
}
