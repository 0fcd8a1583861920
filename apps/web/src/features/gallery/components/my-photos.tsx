import { ReviewState } from '@hz/contract/common/states';
import { Button, Empty, Skeleton, Tag } from 'antd';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { reviewState } from '../../../lib/review-state.ts';
import { useMyContent } from '../../../lib/my-content.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

export const MY_PHOTOS_PAGE_SIZE = 12;

/** 我的上传: the member's own booth photos in every state, with the rejection reason. */
export function MyPhotos({
  page,
  onPage,
  onOpen,
  onUpload,
}: {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  onUpload: () => void;
}) {
  const list = useMyContent('photo', page, MY_PHOTOS_PAGE_SIZE);
  const data = list.data;

  if (!data && list.isError) return <LoadFailed title="我的上传加载失败" onRetry={() => list.refetch()} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (data.total === 0)
    return (
      <Empty description="您还没有上传过展台照片">
        <Button type="primary" onClick={onUpload}>
          上传展台照片
        </Button>
      </Empty>
    );
  return (
    <>
      <p className="gallery-count" role="status">
        共上传 {data.total} 张，审核通过后公开展示
      </p>
      <ul className="my-photos" aria-label="我上传的展台照片">
        {data.listItem.map((it) => {
          const state = reviewState(it.checked);
          return (
            <li key={it.id} className="my-photos__item">
              <button
                type="button"
                className="my-photos__thumb"
                onClick={() => onOpen(it.id)}
                aria-label={`查看 ${it.title}`}
              >
                <img
                  className="my-photos__img"
                  {...imageSources(it.cover, '96px')}
                  alt=""
                  width={96}
                  height={72}
                  {...imageLoading(false)}
                />
              </button>
              <div className="my-photos__body">
                <div className="my-photos__title">
                  {it.title} <Tag color={state.color}>{state.text}</Tag>
                </div>
                <p className="my-photos__meta">
                  {it.sub} · 提交于 {it.dates}
                </p>
                {it.checked === ReviewState.rejected && it.reason && (
                  <p className="my-photos__reason">驳回原因：{it.reason}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ListPager
        centered
        page={page}
        pageSize={MY_PHOTOS_PAGE_SIZE}
        total={data.total}
        keepScroll
        onChange={onPage}
      />
    </>
  );
}
