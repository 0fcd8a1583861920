import { UserOutlined } from '@ant-design/icons';
import { consultFromNames } from '@hz/contract/values/consult';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { LiteAvatar } from '../../../components/lite-avatar.tsx';
import { href, paths } from '../../../config/paths.ts';
import type { ConsultThreadItem } from '../api/consult-list.ts';

/** The member's consultation threads: who, from which page, the latest line, unread, blocked. */
export function ConsultList({ items }: { items: readonly ConsultThreadItem[] }) {
  return (
    <ul className="consult-list" aria-label="咨询对话">
      {items.map((t) => (
        <li key={t.id} className={`consult-row${t.unread > 0 ? ' is-unread' : ''}`}>
          <Link className="consult-row__link" to={href(paths.message.path, { box: 'consult', id: t.id })}>
            <Badge count={t.unread} size="small" offset={[-4, 4]}>
              <LiteAvatar size={40} src={t.other.logo || undefined} icon={<UserOutlined />} alt="" />
            </Badge>
            <span className="consult-row__body">
              <span className="consult-row__head">
                <strong className="consult-row__name">{t.other.name}</strong>
                <span className="consult-row__role">{t.role === 'asker' ? '我咨询的' : '咨询我的'}</span>
                {t.unread > 0 && <span className="sr-only">（{t.unread}条未读）</span>}
              </span>
              {t.context && (
                <span className="consult-row__from">
                  来自{consultFromNames[t.context.kind]}
                  {t.context.kind === 'designer' || t.context.kind === 'factory'
                    ? ''
                    : `：${t.context.title}`}
                </span>
              )}
              <span className="consult-row__last">
                {t.lastMine ? '我：' : ''}
                {t.last}
              </span>
              <span className="consult-row__meta">
                <time dateTime={t.lastAt}>
                  {t.dates} {t.times}
                </time>
                {t.blocked === 'me' && <span>已屏蔽对方</span>}
                {t.blocked === 'them' && <span>对方已拒收</span>}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
