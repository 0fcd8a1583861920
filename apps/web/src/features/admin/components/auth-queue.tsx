import type { AuthKind } from '@hz/contract/verification';
import { Button, Result, Table, type TableProps, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { AUTH_PAGE_SIZE, type AuthChecked, type AuthListItem, useAuthList } from '../api/auth-list.ts';
import { AuthReviewDrawer } from './auth-review-drawer.tsx';

const tabs: readonly { key: AuthChecked; label: string; empty: string }[] = [
  { key: 0, label: '待审核', empty: '暂无待审核的申请' },
  { key: 1, label: '已通过', empty: '暂无已通过的申请' },
  { key: 2, label: '已驳回', empty: '暂无已驳回的申请' },
];

function readParams(params: URLSearchParams) {
  const c = Number(params.get('checked'));
  const checked: AuthChecked = c === 1 || c === 2 ? c : 0;
  const p = Number(params.get('page'));
  const id = Number(params.get('id'));
  return {
    checked,
    page: Number.isInteger(p) && p > 1 ? p : 1,
    id: Number.isInteger(id) && id > 0 ? id : undefined,
  };
}

const copy: Record<AuthKind, { title: string; intro: string; what: string }> = {
  person: {
    title: '实名审核',
    intro: '核对会员提交的姓名、身份证号与证件照片，通过或驳回实名认证申请',
    what: '实名认证',
  },
  business: {
    title: '企业审核',
    intro: '核对企业名称、统一社会信用代码、营业执照与联系人证件，通过或驳回企业认证申请',
    what: '企业认证',
  },
};

/**
 * A verification queue (`/admin/personAuth`, `/admin/businessAuth`): requests by state in tabs, paged,
 * with the state, page and open request in the query string; a drawer reviews one request.
 */
export function AuthQueue({ kind }: { kind: AuthKind }) {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { checked, page, id } = readParams(params);
  const list = useAuthList(kind, checked, page);
  const c = copy[kind];
  const data = list.data;
  const tab = tabs.find((t) => t.key === checked) ?? tabs[0];

  const go = (next: { checked?: AuthChecked; page?: number; id?: number }) => {
    const q = new URLSearchParams();
    const c = next.checked ?? checked;
    if (c) q.set('checked', String(c));
    const p = next.page ?? 1;
    if (p > 1) q.set('page', String(p));
    if (next.id) q.set('id', String(next.id));
    setParams(q);
  };

  const columns: TableProps<AuthListItem>['columns'] = [
    { title: '会员编号', dataIndex: 'cardno', key: 'cardno' },
    ...(kind === 'business'
      ? [
          { title: '企业名称', dataIndex: 'btitle', key: 'btitle' },
          { title: '联系人', dataIndex: 'name', key: 'name' },
          { title: '联系电话', dataIndex: 'mobile', key: 'mobile' },
        ]
      : [
          { title: '手机号', dataIndex: 'mobile', key: 'mobile' },
          { title: '姓名', dataIndex: 'name', key: 'name' },
        ]),
    {
      title: '提交时间',
      key: 'dates',
      render: (_, r) => (
        <span className="admin-nowrap">
          {r.dates} {r.times}
        </span>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          className="admin-link-btn"
          aria-label={`${r.checked === 0 ? '审核' : '查看'} ${r.btitle || r.name} 的${c.what}`}
          onClick={() => go({ page, id: r.id })}
        >
          {r.checked === 0 ? '审核' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <PageHeader title={c.title}>{c.intro}</PageHeader>
      <section className="admin-panel" aria-label={`${c.what}申请`}>
        <Tabs
          activeKey={String(checked)}
          onChange={(k) => go({ checked: Number(k) as AuthChecked })}
          items={tabs.map((t) => ({ key: String(t.key), label: t.label }))}
        />
        {data && (
          <p className="admin-toolbar__count" role="status">
            {`${tab?.label ?? ''}共 ${data.total} 条`}
          </p>
        )}
        {!data && list.isError ? (
          <Result
            status="warning"
            title="申请列表加载失败"
            subTitle="请检查网络后重试。"
            extra={
              <Button type="primary" onClick={() => list.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <Table<AuthListItem>
            className="admin-table"
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data?.listItem ?? []}
            loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: tab?.empty }}
            pagination={
              data && data.total > AUTH_PAGE_SIZE
                ? {
                    current: page,
                    pageSize: AUTH_PAGE_SIZE,
                    total: data.total,
                    showSizeChanger: false,
                    simple: isMobile,
                    onChange: (p) => go({ page: p }),
                  }
                : false
            }
          />
        )}
      </section>
      <AuthReviewDrawer kind={kind} id={id} onClose={() => go({ page })} />
    </div>
  );
}
