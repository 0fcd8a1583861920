import { Button, Result, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isBizError } from '../lib/api-client.ts';
import type { PublishTab } from '../lib/use-publish-page.ts';
import { LoadFailed } from './load-failed.tsx';
import { PageHeader } from './page-header.tsx';
import './publish-screen.css';

/**
 * A publish screen: its header, then two tabs, 发布 (修改发布 while editing) with `form` and 我的发布 with
 * `mine`; only the open one renders.
 */
export function PublishScreen({
  title,
  intro,
  tab,
  editing,
  onTab,
  form,
  mine,
}: {
  title: string;
  intro: string;
  tab: PublishTab;
  editing: boolean;
  onTab: (tab: string) => void;
  form: ReactNode;
  mine: ReactNode;
}) {
  return (
    <div className="container narrow listing-upload-page">
      <PageHeader title={title}>{intro}</PageHeader>
      <Tabs
        activeKey={tab}
        onChange={onTab}
        items={[
          { key: 'form', label: editing ? '修改发布' : '发布', children: tab === 'form' ? form : null },
          { key: 'mine', label: '我的发布', children: tab === 'mine' ? mine : null },
        ]}
      />
    </div>
  );
}

/** After a submit: it waits for review; links to the item and to the member's list, and 继续发布. */
export function PublishSubmitted({
  name,
  viewTo,
  mineTo,
  mineText = '我的发布',
  shown = '公开展示',
  onAgain,
}: {
  /** 展会, 会议, 场地. */
  name: string;
  viewTo: string;
  mineTo: string;
  mineText?: string;
  /** Where it shows once approved: 公开展示, 展示在您的主页上. */
  shown?: string;
  onAgain: () => void;
}) {
  return (
    <Result
      status="success"
      title="已提交，等待审核"
      subTitle={`运营人员审核通过后，${name}将${shown}；结果会通过站内消息通知您。`}
      extra={
        <div className="publish-submitted__actions">
          <Link to={viewTo} className="link-btn">
            查看{name}
          </Link>
          <Link to={mineTo} className="link-btn">
            {mineText}
          </Link>
          <Button type="primary" onClick={onAgain}>
            继续发布
          </Button>
        </div>
      }
    />
  );
}

/** What an edit needs of its item's query. */
interface ItemQuery<D> {
  isPending: boolean;
  data: D | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The edit of one's own item: loads it, then renders `children` with it. Someone else's item, or one
 * that does not exist, is not editable (`ownOnly` says so, with a link to 我的发布).
 */
export function EditGate<D extends { mine: boolean }>({
  item,
  name,
  ownOnly,
  mineTo,
  children,
}: {
  item: ItemQuery<D>;
  /** 展会, 会议, 场地. */
  name: string;
  ownOnly: string;
  mineTo: string;
  children: (data: D) => ReactNode;
}) {
  if (item.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (item.data?.mine) return children(item.data);
  const missing = item.data || (isBizError(item.error) && item.error.errCode === 'not_found');
  if (!missing) return <LoadFailed title={`${name}加载失败`} onRetry={() => item.refetch()} />;
  return (
    <Result
      status="warning"
      title={`找不到您发布的这个${name}`}
      subTitle={ownOnly}
      extra={<Link to={mineTo}>查看我的发布</Link>}
    />
  );
}
