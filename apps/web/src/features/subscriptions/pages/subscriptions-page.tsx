import { subscriptionDeliveryNames, subscriptionKindNames } from '@hz/contract/values/subscriptions';
import { App, Button, Card, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useDeleteSubscription, usePauseSubscription, useSubscriptions } from '../api/subscriptions.ts';
import '../subscriptions.css';

/**
 * `/personCenter/subscriptions` (我的订阅, issue 28 point 5): the member's subscriptions, each with what it
 * matches, how it is delivered and how many items it told of; pause or resume, and delete after a
 * confirmation. New ones are made from the halls' 订阅此筛选.
 */
export default function SubscriptionsPage() {
  const list = useSubscriptions();
  const pause = usePauseSubscription();
  const del = useDeleteSubscription();
  const { message } = App.useApp();
  const d = list.data;

  return (
    <div className="pc-page">
      <PageHeader title="我的订阅">
        有新的符合条件的搭建项目或设计任务通过审核时通知您；在项目大厅或任务大厅点“订阅此筛选”即可新建
      </PageHeader>
      {list.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : list.isError || !d ? (
        <Card>
          <LoadFailed title="订阅加载失败" onRetry={() => list.refetch()} />
        </Card>
      ) : d.listItem.length === 0 ? (
        <Card>
          <Empty description="还没有订阅">
            <div className="subs-empty-links">
              <Link to={paths.projectHall.path}>去搭建项目大厅订阅</Link>
              <Link to={paths.taskHall.path}>去设计任务大厅订阅</Link>
            </div>
          </Empty>
        </Card>
      ) : (
        <Card
          className="pc-card"
          title={`共 ${d.total} 个订阅`}
          extra={<span className="subs-limit">最多 {d.max} 个</span>}
        >
          <ul className="subs-list">
            {d.listItem.map((s) => (
              <li key={s.id} className="subs-item">
                <div className="subs-item__what">
                  <strong>{s.summary}</strong>
                  <span className="subs-item__meta">
                    <Tag>{subscriptionKindNames[s.kind]}</Tag>
                    <Tag color={s.delivery === 'instant' ? 'blue' : 'gold'}>
                      {subscriptionDeliveryNames[s.delivery]}
                    </Tag>
                    {s.paused ? <Tag>已暂停</Tag> : <Tag color="green">推送中</Tag>}
                    <span>已推送 {s.matched} 个</span>
                  </span>
                </div>
                <div className="subs-item__actions">
                  <Button
                    size="small"
                    loading={pause.isPending && pause.variables?.id === s.id}
                    onClick={() =>
                      pause.mutate(
                        { id: s.id, paused: !s.paused },
                        {
                          onSuccess: () => message.success(s.paused ? '已恢复推送' : '已暂停推送'),
                          onError: reportError,
                        },
                      )
                    }
                    aria-label={`${s.paused ? '恢复' : '暂停'}订阅：${s.summary}`}
                  >
                    {s.paused ? '恢复' : '暂停'}
                  </Button>
                  <Popconfirm
                    title="删除这个订阅？"
                    description="删除后不再推送，已收到的消息不受影响。"
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() =>
                      del.mutateAsync({ id: s.id }).then(() => message.success('订阅已删除'), reportError)
                    }
                  >
                    <Button size="small" danger aria-label={`删除订阅：${s.summary}`}>
                      删除
                    </Button>
                  </Popconfirm>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
