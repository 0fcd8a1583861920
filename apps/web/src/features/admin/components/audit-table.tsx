import { Table, type TableProps, Tag } from 'antd';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import type { AuditItem } from '../api/audit-list.ts';
import { actionName, describeChanges } from './admin-format.ts';

/** Refusals red, approvals green, the rest plain. */
function actionColor(action: string): string {
  if (action === 'member.disable' || action.endsWith('.reject')) return 'error';
  if (action === 'member.enable' || action.endsWith('.approve') || action === 'cash.paid') return 'success';
  return 'default';
}

/**
 * What an entry acted on, linked to where the console shows it: the object's title (a listing, a space,
 * a photo, a job, a feedback), else what the action says it was about (a verification request, a
 * withdrawal by its number, the member's account).
 */
function AuditObject({ a }: { a: AuditItem }) {
  const to = (text: string, path: string) => (path ? <Link to={path}>{text}</Link> : text);
  if (a.title) return <div className="admin-audit__object">{to(a.title, a.link)}</div>;
  const [kind] = a.action.split('.');
  if (kind === 'personauth') return to('实名认证申请', paths.adminPersonAuth.path);
  if (kind === 'businsauth') return to('企业认证申请', paths.adminBusinessAuth.path);
  if (kind === 'cash') {
    const orders = (a.before as { orders?: unknown } | null)?.orders;
    return to(typeof orders === 'string' ? `提现 ${orders}` : '提现申请', paths.adminCash.path);
  }
  if (a.targetKind === 'member') return to('会员账号', a.link);
  return <span className="admin-muted">—</span>;
}

/** The member an entry is about: name (linked to their console page) and masked mobile. */
function AuditMember({ a }: { a: AuditItem }) {
  if (!a.memberCardno) return <span className="admin-muted">—</span>;
  return (
    <span className="admin-nowrap">
      <Link to={href(paths.adminMemberInfo.path, { cardno: a.memberCardno })}>
        {a.memberName || a.memberCardno}
      </Link>
      {a.memberMobile && (
        <>
          <br />
          <span className="admin-muted">{a.memberMobile}</span>
        </>
      )}
    </span>
  );
}

/** Operator actions, newest first: when, who, what, on what and whom, what changed and why. */
export function AuditTable({
  items,
  loading,
  showTarget = true,
  pagination = false,
  caption,
}: {
  items: readonly AuditItem[];
  loading?: boolean;
  /** The member column; left out where every entry is about the same member. */
  showTarget?: boolean;
  pagination?: TableProps<AuditItem>['pagination'];
  caption: string;
}) {
  const columns: TableProps<AuditItem>['columns'] = [
    {
      title: '时间',
      key: 'created',
      width: 168,
      render: (_, a) => (
        <time dateTime={a.created} className="admin-nowrap">
          {a.dates} {a.times}
        </time>
      ),
    },
    {
      title: '操作人',
      key: 'actor',
      render: (_, a) => (
        <span className="admin-nowrap">
          {a.actorName || '运营'}
          <span className="admin-muted">（{a.actor}）</span>
        </span>
      ),
    },
    {
      title: '操作',
      key: 'action',
      render: (_, a) => <Tag color={actionColor(a.action)}>{actionName(a.action)}</Tag>,
    },
    { title: '对象', key: 'object', render: (_, a) => <AuditObject a={a} /> },
    ...(showTarget
      ? [{ title: '会员', key: 'member', render: (_: unknown, a: AuditItem) => <AuditMember a={a} /> }]
      : []),
    {
      title: '变更',
      key: 'changes',
      render: (_, a) => {
        const lines = describeChanges(a.before, a.after, a.action);
        return lines.length ? (
          <div className="admin-nowrap">
            {lines.map((l) => (
              <div key={l}>{l}</div>
            ))}
          </div>
        ) : (
          <span className="admin-muted">—</span>
        );
      },
    },
    {
      title: '原因',
      dataIndex: 'reason',
      key: 'reason',
      render: (reason: string) => <div className="admin-reason">{reason}</div>,
    },
  ];

  return (
    <Table<AuditItem>
      className="admin-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={items as AuditItem[]}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      aria-label={caption}
      locale={{ emptyText: '暂无操作记录' }}
    />
  );
}
