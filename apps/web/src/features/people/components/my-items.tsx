import { ReviewState } from '@hz/contract/common/states';
import { App, Button, Empty, List, Popconfirm, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { reportError } from '../../../lib/error-handler.ts';
import { reviewState } from '../../../lib/review-state.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

export interface MyItem {
  id: number;
  title: string;
  thumb: string;
  checked: number;
  reason: string;
  updated: string;
  link: string;
}

/**
 * The member's own works, cases or services, every state: its tag, the rejection reason, 查看, 编辑 and
 * 删除 (after a confirmation; gone for good).
 */
export function MyItems<T extends MyItem>({
  noun,
  query,
  page,
  pageSize,
  onPage,
  meta,
  editTo,
  publishTo,
  remove,
}: {
  /** 作品, 案例, 服务. */
  noun: string;
  query: {
    data?: { listItem: T[]; total: number } | undefined;
    isError: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  meta: (it: T) => ReactNode;
  editTo: (it: T) => string;
  publishTo: string;
  remove: {
    mutate: (b: { id: number }, cb: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
    isPending: boolean;
  };
}) {
  const { message } = App.useApp();
  const d = query.data;
  if (!d && query.isError) return <LoadFailed title={`${noun}加载失败`} onRetry={() => query.refetch()} />;
  if (!d) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (d.listItem.length === 0)
    return (
      <Empty description={`您还没有发布${noun}`}>
        <Link to={publishTo} className="link-btn link-btn--primary">
          发布{noun}
        </Link>
      </Empty>
    );
  return (
    <>
      <List
        aria-label={`我的${noun}`}
        dataSource={d.listItem}
        renderItem={(it) => {
          const st = reviewState(it.checked);
          return (
            <List.Item>
              <div className="people-mine__item">
                <img
                  className="people-mine__thumb"
                  {...imageSources(it.thumb, '96px')}
                  alt=""
                  width={96}
                  height={72}
                  {...imageLoading(false)}
                />
                <div className="people-mine__body">
                  <div className="people-mine__title">
                    <Tag color={st.color}>{st.text}</Tag>
                    {it.title}
                  </div>
                  <p className="people-mine__meta">
                    {meta(it)} · 更新于 {it.updated}
                  </p>
                  {it.checked === ReviewState.rejected && it.reason && (
                    <p className="people-mine__meta people-mine__reason">驳回原因：{it.reason}</p>
                  )}
                  <div className="people-mine__actions">
                    <Link to={it.link}>查看</Link>
                    <Link to={editTo(it)}>编辑</Link>
                    <Popconfirm
                      title={`删除这个${noun}？`}
                      description="删除后无法恢复，公开页面也将同时下线。"
                      okText="删除"
                      cancelText="取消"
                      okButtonProps={{ danger: true, loading: remove.isPending }}
                      onConfirm={() =>
                        new Promise<void>((resolve) =>
                          remove.mutate(
                            { id: it.id },
                            {
                              onSuccess: () => {
                                message.success('已删除');
                                resolve();
                              },
                              onError: (e) => {
                                reportError(e);
                                resolve();
                              },
                            },
                          ),
                        )
                      }
                    >
                      <Button type="link" danger size="small" className="people-mine__delete">
                        删除
                      </Button>
                    </Popconfirm>
                  </div>
                </div>
              </div>
            </List.Item>
          );
        }}
      />
      <ListPager page={page} pageSize={pageSize} total={d.total} onChange={onPage} />
    </>
  );
}
