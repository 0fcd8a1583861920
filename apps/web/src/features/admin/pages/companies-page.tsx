import { type StaffRole, staffRoleNames } from '@hz/contract/values/staff';
import { Button, Descriptions, Drawer, Empty, Input, Skeleton, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { formatYuan } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import {
  type AdminCompanyInfo,
  type AdminCompanyItem,
  COMPANY_PAGE_SIZE,
  useCompanyInfo,
  useCompanyList,
} from '../api/companies.ts';
import { memberTypeName } from '../components/admin-format.ts';
import { AdminTable } from '../components/queue-table.tsx';
import '../admin.css';

const KEYWORD_MAX = 30;

const roleTags = (roles: readonly StaffRole[]) =>
  roles.map((r) => (
    <Tag key={r} color={r === 'admin' ? 'red' : r === 'finance' ? 'gold' : 'blue'}>
      {staffRoleNames[r]}
    </Tag>
  ));

type Staff = AdminCompanyInfo['staff'][number];
type Invite = AdminCompanyInfo['invites'][number];

const staffColumns: TableProps<Staff>['columns'] = [
  { title: '姓名', dataIndex: 'name', key: 'name' },
  { title: '手机号', dataIndex: 'mobile', key: 'mobile' },
  { title: '角色', key: 'roles', render: (_, s) => roleTags(s.roles) },
  { title: '加入日期', dataIndex: 'joined', key: 'joined' },
  {
    title: '会员',
    key: 'cardno',
    render: (_, s) => (
      <Link to={href(paths.adminMemberInfo.path, { cardno: s.cardno })} aria-label={`查看会员 ${s.cardno}`}>
        {s.cardno}
      </Link>
    ),
  },
];

const inviteColumns: TableProps<Invite>['columns'] = [
  { title: '姓名', dataIndex: 'name', key: 'name' },
  { title: '手机号', dataIndex: 'mobile', key: 'mobile' },
  { title: '角色', key: 'roles', render: (_, i) => roleTags(i.roles) },
  { title: '邀请人', dataIndex: 'invitedBy', key: 'invitedBy' },
  { title: '有效期至', dataIndex: 'expires', key: 'expires' },
];

/** The drawer of one company: its account, wallet, staff and open invitations (read only). */
function CompanyDrawer({ cardno, onClose }: { cardno: string | undefined; onClose: () => void }) {
  const isMobile = useIsMobile();
  const q = useCompanyInfo(cardno);
  const d = q.data;
  let body: React.ReactNode;
  if (q.isError) body = <LoadFailed title="企业信息加载失败" onRetry={() => q.refetch()} />;
  else if (d === null) body = <Empty description="没有这个会员" />;
  else if (!d) body = <Skeleton active />;
  else
    body = (
      <div className="admin-company">
        <Descriptions size="small" column={isMobile ? 1 : 2} bordered>
          <Descriptions.Item label="公司">{d.company.company || '—'}</Descriptions.Item>
          <Descriptions.Item label="会员编号">{d.company.cardno}</Descriptions.Item>
          <Descriptions.Item label="公司账号">
            {[d.company.owner, d.company.mobile].filter(Boolean).join(' ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="类型">{memberTypeName(d.company.usertype)}</Descriptions.Item>
          <Descriptions.Item label="企业认证">
            {d.isCompany ? `已认证${d.company.verified ? `（${d.company.verified}）` : ''}` : '未认证'}
          </Descriptions.Item>
          <Descriptions.Item label="可用余额">¥{formatYuan(d.wallet.available)}</Descriptions.Item>
          <Descriptions.Item label="托管中">¥{formatYuan(d.wallet.escrow)}</Descriptions.Item>
          <Descriptions.Item label="提现中">¥{formatYuan(d.wallet.withdrawing)}</Descriptions.Item>
        </Descriptions>
        <h3 className="admin-company__title">员工（{d.staff.length}）</h3>
        <Table<Staff>
          className="admin-table"
          rowKey="cardno"
          size="small"
          columns={staffColumns}
          dataSource={d.staff}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '除公司账号外暂无员工' }}
        />
        <h3 className="admin-company__title">待接受的邀请（{d.invites.length}）</h3>
        <Table<Invite>
          className="admin-table"
          rowKey="id"
          size="small"
          columns={inviteColumns}
          dataSource={d.invites}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '暂无待接受的邀请' }}
        />
      </div>
    );
  return (
    <Drawer
      open={cardno !== undefined}
      onClose={onClose}
      title={d ? `企业账户：${d.company.company || d.company.cardno}` : '企业账户'}
      size={isMobile ? '100%' : 860}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}

/**
 * `/admin/companies`: the companies (business-verified accounts, decision 056) with their staff count,
 * open invitations and wallet balance; a company's staff, invitations and wallet in a drawer. Read only.
 */
export default function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const p = Number(params.get('page'));
  const page = Number.isInteger(p) && p > 1 ? p : 1;
  const open = params.get('cardno') ?? undefined;
  const [draft, setDraft] = useState<{ for: string; text: string }>({ for: keyword, text: keyword });
  const text = draft.for === keyword ? draft.text : keyword;
  const list = useCompanyList({ keyword, page });

  const go = (next: { keyword?: string; page?: number; cardno?: string }) => {
    const q = new URLSearchParams();
    const k = next.keyword ?? keyword;
    if (k) q.set('keyword', k);
    const pg = next.page ?? page;
    if (pg > 1) q.set('page', String(pg));
    if (next.cardno) q.set('cardno', next.cardno);
    setParams(q);
  };

  const columns: TableProps<AdminCompanyItem>['columns'] = [
    { title: '公司', key: 'company', render: (_, c) => c.company || '—' },
    { title: '会员编号', dataIndex: 'cardno', key: 'cardno' },
    {
      title: '公司账号',
      key: 'owner',
      render: (_, c) => (
        <span className="admin-nowrap">{[c.owner, c.mobile].filter(Boolean).join(' ') || '—'}</span>
      ),
    },
    { title: '类型', key: 'usertype', render: (_, c) => memberTypeName(c.usertype) },
    { title: '员工', dataIndex: 'staff', key: 'staff' },
    { title: '待接受邀请', dataIndex: 'invites', key: 'invites' },
    {
      title: '钱包余额',
      key: 'balance',
      render: (_, c) => <span className="admin-nowrap">¥{formatYuan(c.balance)}</span>,
    },
    { title: '认证日期', key: 'verified', render: (_, c) => c.verified || '—' },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, c) => (
        <Button
          type="link"
          size="small"
          onClick={() => go({ cardno: c.cardno })}
          aria-label={`查看 ${c.company || c.cardno} 的员工与钱包`}
        >
          员工与钱包
        </Button>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <PageHeader title="企业账户">查看企业认证的公司、员工与角色、待接受的邀请和公司钱包余额</PageHeader>
      <section className="admin-panel" aria-label="企业列表">
        <div className="admin-toolbar">
          <Input.Search
            className="admin-toolbar__search"
            aria-label="搜索企业"
            placeholder="公司名 / 手机号 / 会员编号"
            allowClear
            enterButton="搜索"
            maxLength={KEYWORD_MAX}
            value={text}
            onChange={(e) => setDraft({ for: keyword, text: e.target.value })}
            onSearch={(v) => {
              const k = v.trim().slice(0, KEYWORD_MAX);
              setDraft({ for: k, text: k });
              go({ keyword: k, page: 1 });
            }}
          />
          {list.data && (
            <span className="admin-toolbar__count" role="status">
              {keyword ? `“${keyword}”共找到 ${list.data.total} 家企业` : `共 ${list.data.total} 家企业`}
            </span>
          )}
        </div>
        <AdminTable<AdminCompanyItem>
          list={list}
          failedTitle="企业列表加载失败"
          columns={columns}
          rowKey="cardno"
          emptyText={keyword ? '没有找到匹配的企业' : '暂无企业认证的公司'}
          page={page}
          pageSize={COMPANY_PAGE_SIZE}
          onPage={(pg) => go({ page: pg })}
          withTotal
        />
      </section>
      <CompanyDrawer cardno={open} onClose={() => go({})} />
    </div>
  );
}
