import { formatYuan } from '../../../lib/format.ts';
import { ModelState } from '@hz/contract/common/states';
import { App, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { href, paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useDeleteModel } from '../api/delete-model.ts';
import { MY_MODELS_PAGE_SIZE, useModelList } from '../api/model-list.ts';
import { myModelStatus, priceText } from './model-format.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

/**
 * My models, one row each: cover, title, state (processing, then review), downloads, sales and earnings,
 * the reason of a failure or a rejection, 编辑 and 删除 (confirmed). `review`: only those not public
 * yet (模型审核; the server filters and pages them); the list polls while one is being processed.
 */
export function MyModelList({ review = false, empty }: { review?: boolean; empty: string }) {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const p = Number(params.get('page'));
  const page = Number.isInteger(p) && p > 1 ? p : 1;
  const first = useModelList(page, { review });
  const processing = first.data?.listItem.some(
    (m) => m.state === ModelState.pending || m.state === ModelState.processing,
  );
  const list = useModelList(page, { poll: processing, review });
  const remove = useDeleteModel();
  const data = list.data;

  if (!data && list.isError) return <LoadFailed title="我的模型加载失败" onRetry={() => list.refetch()} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const rows = data.listItem;
  if (rows.length === 0)
    return (
      <Empty description={empty}>
        <LinkButton type="primary" to={paths.uploadModel.path}>
          上传模型
        </LinkButton>
      </Empty>
    );
  return (
    <>
      <ul className="my-models" aria-label="我的模型">
        {rows.map((m) => {
          const s = myModelStatus(m);
          return (
            <li key={m.id} className="my-model" data-testid={`my-model-${m.id}`}>
              {m.cover ? (
                <img
                  className="my-model__cover"
                  {...imageSources(m.cover, '(max-width: 767.98px) 88px, 120px')}
                  alt=""
                  width={120}
                  height={90}
                  {...imageLoading(false)}
                />
              ) : (
                <span className="my-model__cover" aria-hidden="true" />
              )}
              <div className="my-model__body">
                <h2 className="my-model__title">
                  <Link to={href(paths.modelDetail.path, { id: m.id })}>{m.title}</Link>{' '}
                  <Tag color={s.color}>{s.text}</Tag>
                </h2>
                <p className="my-model__line">
                  {m.category} · {m.format.toUpperCase()} · {priceText(m.price)} · {m.licence}
                </p>
                <p className="my-model__line">
                  下载 {m.downloads} 次 · 售出 {m.sales} 份 · 收益 ¥{formatYuan(m.earnings)} · 收藏{' '}
                  {m.favorites}
                </p>
                {m.failReason && <p className="my-model__reason">处理失败：{m.failReason}</p>}
                {m.reason && <p className="my-model__reason">审核意见：{m.reason}</p>}
                <div className="my-model__actions">
                  <LinkButton size="small" to={href(paths.editModel.path, { id: m.id })}>
                    编辑
                  </LinkButton>
                  <Popconfirm
                    title="删除模型？"
                    description={`「${m.title}」将从模型库下架，已购买的用户仍保留购买记录`}
                    okText="删除"
                    cancelText="取消"
                    okButtonProps={{ danger: true, loading: remove.isPending }}
                    onConfirm={() =>
                      remove
                        .mutateAsync(m.id)
                        .then(() => message.success('模型已删除'))
                        .catch(reportError)
                    }
                  >
                    <Button size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <ListPager
        page={page}
        pageSize={MY_MODELS_PAGE_SIZE}
        total={data.total}
        onChange={(n) => setParams(n > 1 ? { page: String(n) } : {})}
      />
    </>
  );
}
