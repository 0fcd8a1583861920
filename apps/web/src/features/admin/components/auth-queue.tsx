import type { ReviewState } from '@hz/contract/common/states';
import type { AuthKind } from '@hz/contract/verification';
import type { TableProps } from 'antd';
import { PageHeader } from '../../../components/page-header.tsx';
import { AUTH_PAGE_SIZE, type AuthListItem, useAuthList } from '../api/auth-list.ts';
import { usePendingCounts } from '../api/pending-counts.ts';
import { AuthReviewDrawer } from './auth-review-drawer.tsx';
import { openColumn, QueueTable, reviewTabs, timeColumn, useQueueParams, withCount } from './queue-table.tsx';

const tabs = reviewTabs('申请');

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
  const { checked, page, id, go } = useQueueParams(tabs);
  const list = useAuthList(kind, checked, page);
  const c = copy[kind];
  const counts = usePendingCounts().data;
  const waiting = kind === 'person' ? counts?.personAuth : counts?.businessAuth;

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
    timeColumn<AuthListItem>('提交时间'),
    openColumn<AuthListItem>(
      (r, verb) => `${verb} ${r.btitle || r.name} 的${c.what}`,
      (r) => go({ page, id: r.id }),
    ),
  ];

  return (
    <div className="admin-page">
      <PageHeader title={c.title}>{c.intro}</PageHeader>
      <QueueTable<AuthListItem, ReviewState>
        label={`${c.what}申请`}
        tabs={withCount(tabs, waiting)}
        checked={checked}
        page={page}
        pageSize={AUTH_PAGE_SIZE}
        list={list}
        failedTitle="申请列表加载失败"
        columns={columns}
        go={go}
      />
      <AuthReviewDrawer kind={kind} id={id} onClose={() => go({ page })} />
    </div>
  );
}
