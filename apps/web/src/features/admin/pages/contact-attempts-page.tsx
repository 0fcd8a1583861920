import { repeatedContactAttempts } from '@hz/contract/masking';
import { Segmented, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { formatChinaTime } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { MASKED_ITEMS_PAGE_SIZE, type MaskedAttempt, useMaskedItems } from '../api/masked-items.ts';
import { MASKED_PAGE_SIZE, type MaskedMember, useMaskedMembers } from '../api/masked-members.ts';
import '../admin.css';

function readParams(params: URLSearchParams) {
  const p = Number(params.get('page'));
  return { all: params.get('all') === '1', page: Number.isInteger(p) && p > 1 ? p : 1 };
}

/** One member's attempts: the item (with its page), and what was written in which field. */
function MemberAttempts({ cardno }: { cardno: string }) {
  const [page, setPage] = useState(1);
  const items = useMaskedItems(cardno, page);
  const data = items.data;
  const columns: TableProps<MaskedAttempt>['columns'] = [
    {
      title: '内容',
      key: 'item',
      render: (_, i) => (
        <div className="masked-item">
          <Tag>{i.kindName}</Tag>
          {i.link ? (
            <Link to={i.link} target="_blank" rel="noreferrer">
              {i.title || i.itemId}
            </Link>
          ) : (
            <span>{i.title || i.itemId}</span>
          )}
        </div>
      ),
    },
    {
      title: '填写的联系方式',
      key: 'found',
      render: (_, i) => (
        <ul className="masked-found">
          {i.found.map((f) => (
            <li key={`${f.field}:${f.kind}:${f.text}`}>
              <Tag color="red">{f.kindName}</Tag>
              <code>{f.text}</code>
              <span className="admin-muted"> · {f.fieldName}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: '时间',
      key: 'at',
      render: (_, i) => (
        <time dateTime={i.at} className="admin-nowrap">
          {formatChinaTime(i.at)}
        </time>
      ),
    },
  ];
  return (
    <Table<MaskedAttempt>
      className="admin-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={data?.listItem ?? []}
      loading={items.isPending}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '没有记录' }}
      pagination={
        data && data.total > MASKED_ITEMS_PAGE_SIZE
          ? {
              current: page,
              pageSize: MASKED_ITEMS_PAGE_SIZE,
              total: data.total,
              simple: true,
              onChange: setPage,
            }
          : false
      }
    />
  );
}

/**
 * `/admin/contactAttempts` (联系方式拦截): members who wrote phone numbers, WeChat, QQ, e-mail or other
 * platforms' links into what others read before a deal (issue 29). Those with repeated attempts first
 * (or every one); each row opens the items and what was written, as written.
 */
export default function ContactAttemptsPage() {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { all, page } = readParams(params);
  const list = useMaskedMembers(all, page);
  const data = list.data;

  const go = (next: { all?: boolean; page?: number }) => {
    const q = new URLSearchParams();
    if (next.all ?? all) q.set('all', '1');
    const p = next.page ?? 1;
    if (p > 1) q.set('page', String(p));
    setParams(q);
  };

  const columns: TableProps<MaskedMember>['columns'] = [
    {
      title: '会员',
      key: 'member',
      render: (_, m) => (
        <div>
          <Link to={href(paths.adminMemberInfo.path, { cardno: m.cardno })}>{m.name}</Link>
          <div className="admin-muted admin-nowrap">
            {m.cardno} · {m.mobile}
          </div>
        </div>
      ),
    },
    {
      title: '拦截次数',
      key: 'attempts',
      align: 'center',
      render: (_, m) => (m.repeated ? <Tag color="red">{m.attempts} 次</Tag> : <span>{m.attempts} 次</span>),
    },
    { title: '涉及内容', key: 'items', align: 'center', render: (_, m) => `${m.items} 项` },
    {
      title: '最近一次',
      key: 'lastAt',
      render: (_, m) => (
        <time dateTime={m.lastAt} className="admin-nowrap">
          {formatChinaTime(m.lastAt)}
        </time>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <PageHeader title="联系方式拦截">
        会员在资料、作品、案例、服务、3D模型、文件名等成交前可见的内容中填写的联系方式已被隐藏；反复填写（
        {repeatedContactAttempts} 次及以上）的会员列在这里，展开可查看内容与原文
      </PageHeader>
      <section className="admin-panel" aria-label="联系方式拦截">
        <div className="admin-toolbar">
          <Segmented
            aria-label="范围"
            value={all ? 'all' : 'repeated'}
            onChange={(v) => go({ all: v === 'all' })}
            options={[
              { value: 'repeated', label: `反复填写（≥${repeatedContactAttempts}次）` },
              { value: 'all', label: '全部' },
            ]}
          />
          {data && (
            <p className="admin-toolbar__count" role="status">
              共 {data.total} 位会员
            </p>
          )}
        </div>
        {!data && list.isError ? (
          <LoadFailed title="加载失败" onRetry={() => list.refetch()} />
        ) : (
          <Table<MaskedMember>
            className="admin-table"
            rowKey="cardno"
            size="middle"
            columns={columns}
            dataSource={data?.listItem ?? []}
            loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: all ? '暂无拦截记录' : '没有反复填写联系方式的会员' }}
            expandable={{
              expandedRowRender: (m) => <MemberAttempts cardno={m.cardno} />,
              expandRowByClick: false,
            }}
            pagination={
              data && data.total > MASKED_PAGE_SIZE
                ? {
                    current: page,
                    pageSize: MASKED_PAGE_SIZE,
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
    </div>
  );
}
