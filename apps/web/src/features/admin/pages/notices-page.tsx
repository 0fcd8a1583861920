import {
  type NoticeChannel,
  type NoticeSendState,
  noticeChannelNames,
  noticeSendStateNames,
  noticeSendStates,
} from '@hz/contract/notices';
import { Alert, Input, Select, Table, type TableProps, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatChinaTime } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { NOTICE_PAGE_SIZE, type NoticeSendItem, useNoticeList } from '../api/notice-list.ts';
import '../admin.css';

const stateColor: Record<NoticeSendState, string> = {
  queued: 'processing',
  deferred: 'default',
  sent: 'success',
  failed: 'error',
  folded: 'warning',
  skipped: 'default',
};
const channelOptions = (['sms', 'wechat', 'inapp'] as const).map((c) => ({
  value: c,
  label: noticeChannelNames[c],
}));
const stateOptions = noticeSendStates.map((s) => ({ value: s, label: noticeSendStateNames[s] }));

/**
 * `/admin/notices` (通知记录, issue 28): every SMS and WeChat notice, newest first, by member (mobile or
 * number), channel and state: the event, the text, the attempts and the provider's last answer. The
 * filters are in the query string; failures in all are counted above the list.
 */
export default function NoticesPage() {
  const compact = useIsMobile();
  const [params, setParams] = useSearchParams();
  const member = params.get('member') ?? '';
  const channel = (params.get('channel') || undefined) as NoticeChannel | undefined;
  const state = (params.get('state') || undefined) as NoticeSendState | undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useNoticeList({ member, channel, state, page, pageSize: NOTICE_PAGE_SIZE });
  const set = (k: string, v: string | undefined) => {
    const q = new URLSearchParams(params);
    if (v) q.set(k, v);
    else q.delete(k);
    if (k !== 'page') q.delete('page');
    setParams(q);
  };

  const columns: TableProps<NoticeSendItem>['columns'] = [
    {
      title: '会员',
      key: 'member',
      render: (_, n) => (
        <span className="admin-nowrap">
          {n.mobile}
          <span className="admin-muted"> #{n.memberId}</span>
        </span>
      ),
    },
    {
      title: '通知',
      key: 'event',
      render: (_, n) => (
        <div>
          <strong>{n.eventName}</strong>
          {n.urgent ? (
            <Tag color="red" className="notices-urgent">
              紧急
            </Tag>
          ) : null}
          <div className="admin-muted">{n.text}</div>
        </div>
      ),
    },
    { title: '渠道', key: 'channel', render: (_, n) => noticeChannelNames[n.channel] },
    {
      title: '状态',
      key: 'state',
      render: (_, n) => <Tag color={stateColor[n.state]}>{noticeSendStateNames[n.state]}</Tag>,
    },
    { title: '尝试', key: 'attempts', align: 'center', render: (_, n) => n.attempts },
    {
      title: '服务商返回',
      key: 'answer',
      render: (_, n) =>
        n.answer ? <div className="admin-reason">{n.answer}</div> : <span className="admin-muted">—</span>,
    },
    {
      title: '时间',
      key: 'time',
      render: (_, n) => (
        <span className="admin-nowrap">
          {n.sent ? `发送 ${formatChinaTime(n.sent)}` : `计划 ${formatChinaTime(n.due)}`}
        </span>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <PageHeader title="通知记录">短信和微信通知的发送情况，失败的通知会按退避策略自动重试</PageHeader>
      {list.data && list.data.failed > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="admin-card"
          message={`共有 ${list.data.failed} 条通知发送失败（已用完重试次数）`}
        />
      ) : null}
      <section className="admin-panel" aria-label="通知记录">
        <div className="admin-toolbar">
          <Input.Search
            allowClear
            defaultValue={member}
            placeholder="会员手机号或编号"
            aria-label="会员手机号或编号"
            onSearch={(v) => set('member', v.trim() || undefined)}
            className="admin-toolbar__search"
          />
          <Select
            allowClear
            placeholder="全部渠道"
            aria-label="渠道"
            value={channel}
            options={channelOptions}
            onChange={(v?: string) => set('channel', v)}
            style={{ width: 120 }}
          />
          <Select
            allowClear
            placeholder="全部状态"
            aria-label="状态"
            value={state}
            options={stateOptions}
            onChange={(v?: string) => set('state', v)}
            style={{ width: 140 }}
          />
        </div>
        {channel === 'inapp' && !member ? (
          <Alert
            type="info"
            showIcon
            className="admin-card"
            message="输入会员手机号或编号，查看该会员的站内消息"
          />
        ) : null}
        {list.isError ? (
          <LoadFailed title="加载失败" onRetry={() => list.refetch()} />
        ) : (
          <Table<NoticeSendItem>
            rowKey="id"
            size={compact ? 'small' : 'middle'}
            loading={list.isPending}
            columns={columns}
            dataSource={list.data?.listItem ?? []}
            scroll={{ x: 900 }}
            locale={{ emptyText: '暂无通知记录' }}
            pagination={{
              current: page,
              pageSize: NOTICE_PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: (p) => set('page', p > 1 ? String(p) : undefined),
            }}
          />
        )}
      </section>
    </div>
  );
}
