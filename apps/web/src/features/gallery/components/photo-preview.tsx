import { ReviewState } from '@hz/contract/common/states';
import {
  CalendarOutlined,
  EnvironmentOutlined,
  LeftOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Result, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { dateSpan } from '../../../lib/content-format.ts';
import { reviewState } from '../../../lib/review-state.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { pictureInfoOptions, usePictureInfo } from '../api/picture-info.ts';
import { sidesName } from './gallery-format.ts';
import { ZoomImage } from './zoom-image.tsx';

/**
 * One booth photo large (`/exhibitionBooth?id=N`, a link that can be shared): the image, zoomable (click,
 * wheel, pinch), its booth facts, its exhibition and its uploader's public name. The photos of the list
 * it was opened from (`ids`) are a step away: 上一张 / 下一张, the arrow keys and a swipe (`onGo`); the
 * next ones are fetched ahead. The uploader also sees their own photo under review or rejected, with the
 * reason.
 */
export function PhotoPreview({
  id,
  ids = [],
  onGo,
  onClose,
}: {
  id: number | undefined;
  /** The photos of the list on screen, in order. */
  ids?: readonly number[];
  onGo?: (id: number) => void;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const info = usePictureInfo(id);
  const d = info.data;
  const missing = isBizError(info.error) && info.error.errCode === 'not_found';
  const at = id === undefined ? -1 : ids.indexOf(id);
  const prev = at > 0 ? ids[at - 1] : undefined;
  const next = at >= 0 && at < ids.length - 1 ? ids[at + 1] : undefined;
  const [zoomed, setZoomed] = useState(false);
  const [zoomRequest, setZoomRequest] = useState(0);
  const go = (to: number | undefined) => {
    if (to !== undefined) onGo?.(to);
  };

  // the neighbours load while this one is looked at, so stepping shows them at once
  useEffect(() => {
    for (const n of [prev, next]) if (n !== undefined) void queryClient.prefetchQuery(pictureInfoOptions(n));
  }, [prev, next, queryClient]);

  // ← and → step through the list (while not zoomed: then they are the picture's, not the list's)
  useEffect(() => {
    if (id === undefined || !onGo) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || zoomed) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === 'ArrowLeft' && prev !== undefined) onGo(prev);
      else if (e.key === 'ArrowRight' && next !== undefined) onGo(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [id, prev, next, onGo, zoomed]);

  return (
    <Modal
      open={id !== undefined}
      onCancel={onClose}
      footer={null}
      width={isMobile ? '100%' : 960}
      title={d ? d.title : '展台照片'}
      destroyOnHidden
      centered={!isMobile}
      className="photo-preview"
    >
      {info.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !d ? (
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? '照片不存在或尚未公开' : '照片加载失败'}
          subTitle={missing ? '它可能还在审核中，或所属展会已下架。' : '请检查网络后重试。'}
          extra={
            missing ? (
              <Button onClick={onClose}>返回图库</Button>
            ) : (
              <Button type="primary" onClick={() => info.refetch()}>
                重试
              </Button>
            )
          }
        />
      ) : (
        <div className="photo-preview__body">
          {d.mine && d.checked !== ReviewState.approved && (
            <Alert
              className="photo-preview__state"
              type={d.checked === ReviewState.rejected ? 'error' : 'warning'}
              showIcon
              title={`${reviewState(d.checked).text}：仅您与运营人员可见`}
              description={
                d.checked === ReviewState.rejected
                  ? `驳回原因：${d.reason}`
                  : '审核通过后将在展台图库中公开展示。'
              }
            />
          )}
          <div className="photo-preview__media">
            <div className="photo-preview__stage">
              <ZoomImage
                key={d.id}
                src={d.url}
                alt={d.title}
                onSwipe={(dir) => go(dir < 0 ? prev : next)}
                onZoomChange={setZoomed}
                zoomRequest={zoomRequest}
              />
              {prev !== undefined && (
                <Button
                  shape="circle"
                  className="photo-preview__step photo-preview__step--prev"
                  icon={<LeftOutlined aria-hidden />}
                  aria-label="上一张"
                  onClick={() => go(prev)}
                />
              )}
              {next !== undefined && (
                <Button
                  shape="circle"
                  className="photo-preview__step photo-preview__step--next"
                  icon={<RightOutlined aria-hidden />}
                  aria-label="下一张"
                  onClick={() => go(next)}
                />
              )}
            </div>
            <div className="photo-preview__bar">
              {at >= 0 && ids.length > 1 && (
                <span className="photo-preview__count" aria-live="polite">
                  {at + 1} / {ids.length}
                </span>
              )}
              <span className="photo-preview__hint">
                {isMobile ? '点按放大，双指缩放，左右滑动切换' : '点击放大，滚轮缩放，← → 键切换'}
              </span>
              <Button
                size="small"
                type="text"
                className="photo-preview__zoom"
                icon={zoomed ? <ZoomOutOutlined aria-hidden /> : <ZoomInOutlined aria-hidden />}
                onClick={() => setZoomRequest((n) => n + 1)}
              >
                {zoomed ? '还原' : '放大'}
              </Button>
            </div>
          </div>
          <div className="photo-preview__facts">
            <p className="photo-preview__tags">
              <Tag color="blue">{`${d.areas}㎡`}</Tag>
              <Tag>{d.style}</Tag>
              <Tag>{sidesName(d.openSides)}</Tag>
            </p>
            <p className="photo-preview__expo">
              所属展会：
              <Link to={d.exhibition.link}>{d.exhibition.title}</Link>
            </p>
            {d.work && (
              <p className="photo-preview__expo">
                {d.work.kind === 'case' ? '搭建案例：' : '设计作品：'}
                <Link to={d.work.link}>{d.work.title}</Link>
              </p>
            )}
            <p className="photo-preview__line">
              <EnvironmentOutlined aria-hidden /> {d.exhibition.city}
              <span className="photo-preview__sep" aria-hidden>
                ·
              </span>
              <CalendarOutlined aria-hidden /> {dateSpan(d.exhibition.sdate, d.exhibition.edate)}
            </p>
            <p className="photo-preview__line photo-preview__muted">
              上传者 {d.uploader} · {d.dates}
            </p>
            <p className="photo-preview__line">
              <a href={d.url} target="_blank" rel="noreferrer">
                查看原图
              </a>
            </p>
            <Link to={href(paths.exhibitionBooth.path, { listingId: d.exhibition.id })}>
              查看该展会的全部展台照片
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
