import type { MessageItem } from '@hz/contract/messages';
import { Button, Checkbox } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { MessageKindIcon, messageKind } from './message-kind-icon.tsx';

/** One message of the list: select box, icon, title and text, time, and its actions. */
export function MessageRow({
  item,
  selected,
  busy,
  onSelect,
  onMarkRead,
  onDelete,
}: {
  item: MessageItem;
  selected: boolean;
  busy: boolean;
  onSelect: (checked: boolean) => void;
  onMarkRead: (read: boolean) => void;
  /** Asks to delete the message (the page confirms first). */
  onDelete: () => void;
}) {
  const navigate = useNavigate();
  // only a path of this site is followed
  const link = safeRedirect(item.link, '');
  const kind = messageKind(item.kind);
  // a message that tells the member to contact customer service says where
  const asksSupport = item.conts.includes('联系客服');
  // a subscription's notice carries its signed unsubscribe link (decision 052): a page of the server, opened
  // as a whole page (it works without a login too)
  const unsubscribe = /(\/unsubscribe\?token=[\w.%-]+)/.exec(item.conts)?.[1];

  const content = (
    <>
      <span className="message-row__title">
        {!item.read && <span className="message-row__dot" aria-hidden="true" />}
        <span className="message-row__title-text">{item.title}</span>
        {!item.read && <span className="sr-only">（未读）</span>}
      </span>
      {item.conts && <span className="message-row__text">{item.conts}</span>}
      <span className="message-row__meta">
        <span>{kind.label}</span>
        <time dateTime={item.created}>
          {item.dates} {item.times}
        </time>
      </span>
    </>
  );

  return (
    <li className={`message-row${item.read ? '' : ' is-unread'}`} data-testid="message-row">
      <Checkbox
        className="message-row__check"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`选择消息：${item.title}`}
      />
      <MessageKindIcon kind={item.kind} />
      {item.read ? (
        <div className="message-row__body">{content}</div>
      ) : (
        <button
          type="button"
          className="message-row__body message-row__body--button"
          title="点击标为已读"
          disabled={busy}
          onClick={() => onMarkRead(true)}
        >
          {content}
        </button>
      )}
      <div className="message-row__actions">
        {link && (
          <Button
            size="small"
            type="link"
            onClick={() => {
              if (!item.read) onMarkRead(true);
              navigate(link);
            }}
          >
            查看
          </Button>
        )}
        {asksSupport && (
          <Button size="small" type="link" onClick={() => navigate(paths.contact.path)}>
            联系客服
          </Button>
        )}
        {unsubscribe && (
          <Button size="small" type="link" href={unsubscribe}>
            退订
          </Button>
        )}
        <Button size="small" type="link" disabled={busy} onClick={() => onMarkRead(!item.read)}>
          {item.read ? '标为未读' : '标为已读'}
        </Button>
        <Button size="small" type="link" danger disabled={busy} onClick={onDelete}>
          删除
        </Button>
      </div>
    </li>
  );
}
