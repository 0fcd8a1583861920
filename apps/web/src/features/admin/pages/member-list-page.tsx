import { Input, type TableProps } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { type AdminMemberItem, MEMBER_PAGE_SIZE, useMemberList } from '../api/member-list.ts';
import { memberTypeName } from '../components/admin-format.ts';
import { AdminTable } from '../components/queue-table.tsx';
import { MemberStatusTag, OperatorTag, VerifyTag } from '../components/member-tags.tsx';
import '../admin.css';

const KEYWORD_MAX = 30;

function readParams(params: URLSearchParams): { keyword: string; page: number } {
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const p = Number(params.get('page'));
  return { keyword, page: Number.isInteger(p) && p > 1 ? p : 1 };
}

const columns: TableProps<AdminMemberItem>['columns'] = [
  { title: '会员编号', dataIndex: 'cardno', key: 'cardno' },
  { title: '手机号', dataIndex: 'mobile', key: 'mobile' },
  { title: '姓名', dataIndex: 'name', key: 'name', render: (v: string) => v || '—' },
  {
    title: '昵称',
    key: 'nickname',
    render: (_, m) => (
      <span className="admin-nowrap">
        {m.nickname || '—'}
        {m.isadmin && <OperatorTag />}
      </span>
    ),
  },
  { title: '类型', key: 'usertype', render: (_, m) => memberTypeName(m.usertype) },
  { title: '实名', key: 'personauth', render: (_, m) => <VerifyTag value={m.personauth} /> },
  { title: '企业认证', key: 'businsauth', render: (_, m) => <VerifyTag value={m.businsauth} /> },
  { title: '状态', key: 'disabled', render: (_, m) => <MemberStatusTag disabled={m.disabled} /> },
  {
    title: '注册时间',
    key: 'dates',
    render: (_, m) => (
      <span className="admin-nowrap">
        {m.dates} {m.times}
      </span>
    ),
  },
  {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    render: (_, m) => (
      <Link
        to={href(paths.adminMemberInfo.path, { cardno: m.cardno })}
        aria-label={`查看会员 ${m.cardno} 的详情`}
      >
        详情
      </Link>
    ),
  },
];

/** `/admin/members`: every member, searched by part of a mobile, name, nickname or cardno. */
export default function MemberListPage() {
  const [params, setParams] = useSearchParams();
  const { keyword, page } = readParams(params);
  // the box follows the URL (back/forward) until the operator types
  const [draft, setDraft] = useState<{ for: string; text: string }>({ for: keyword, text: keyword });
  const text = draft.for === keyword ? draft.text : keyword;

  const list = useMemberList({ keyword, page });
  const data = list.data;

  const go = (next: { keyword?: string; page?: number }) => {
    const k = next.keyword ?? keyword;
    const p = next.page ?? 1;
    const q = new URLSearchParams(params);
    if (k) q.set('keyword', k);
    else q.delete('keyword');
    if (p > 1) q.set('page', String(p));
    else q.delete('page');
    setParams(q);
  };

  const search = (value: string) => {
    const k = value.trim().slice(0, KEYWORD_MAX);
    setDraft({ for: k, text: k });
    go({ keyword: k, page: 1 });
  };

  return (
    <div className="admin-page">
      <PageHeader title="会员管理">
        按手机号、姓名、昵称或会员编号查找会员，查看详情并停用或启用账号
      </PageHeader>
      <section className="admin-panel" aria-label="会员列表">
        <div className="admin-toolbar">
          <Input.Search
            className="admin-toolbar__search"
            aria-label="搜索会员"
            placeholder="手机号 / 姓名 / 昵称 / 会员编号"
            allowClear
            enterButton="搜索"
            maxLength={KEYWORD_MAX}
            value={text}
            onChange={(e) => setDraft({ for: keyword, text: e.target.value })}
            onSearch={search}
          />
          {data && (
            <span className="admin-toolbar__count" role="status">
              {keyword ? `“${keyword}”共找到 ${data.total} 位会员` : `共 ${data.total} 位会员`}
            </span>
          )}
        </div>
        <AdminTable<AdminMemberItem>
          list={list}
          failedTitle="会员列表加载失败"
          columns={columns}
          rowKey="cardno"
          emptyText={keyword ? '没有找到匹配的会员' : '暂无会员'}
          page={page}
          pageSize={MEMBER_PAGE_SIZE}
          onPage={(p) => go({ page: p })}
          withTotal
        />
      </section>
    </div>
  );
}
