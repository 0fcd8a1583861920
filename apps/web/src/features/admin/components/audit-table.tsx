import { Table, type TableProps, Tag } from 'antd';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import type { AuditItem } from '../api/audit-list.ts';
import { actionName, describeChanges } from './admin-format.ts';

const actionColors: Readonly<Record<string, string>> = {
  'member.disable': 'error',
  'member.enable': 'success',
};

/** Operator actions, newest first: when, who, what, on whom, why and what changed. */
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
      render: (_, a) => <Tag color={actionColors[a.action] ?? 'default'}>{actionName(a.action)}</Tag>,
    },
    ...(showTarget
      ? [
          {
            title: '会员',
            key: 'target',
            render: (_: unknown, a: AuditItem) =>
              a.targetKind === 'member' ? (
                <Link to={href(paths.adminMemberInfo.path, { cardno: a.target })}>{a.target}</Link>
              ) : (
                a.target
              ),
          },
        ]
      : []),
    {
      title: '变更',
      key: 'changes',
      render: (_, a) => {
        const lines = describeChanges(a.before, a.after);
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
