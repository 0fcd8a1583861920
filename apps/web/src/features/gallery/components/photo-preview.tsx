import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { dateSpan, reviewState } from '../../../lib/content-format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { usePictureInfo } from '../api/picture-info.ts';
import { sidesName, sizeLabel } from './gallery-format.ts';

/**
 * One booth photo large (`/exhibitionBooth?id=N`, a link that can be shared): the image, its booth
 * facts and its exhibition. The uploader also sees their own photo under review or rejected, with the
 * reason.
 */
export function PhotoPreview({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const isMobile = useIsMobile();
  const info = usePictureInfo(id);
  const d = info.data;
  const missing = isBizError(info.error) && info.error.errCode === 'not_found';

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
          {d.mine && d.checked !== 1 && (
            <Alert
              className="photo-preview__state"
              type={d.checked === 2 ? 'error' : 'warning'}
              showIcon
              title={`${reviewState(d.checked).text}：仅您与运营人员可见`}
              description={d.checked === 2 ? `驳回原因：${d.reason}` : '审核通过后将在展台图库中公开展示。'}
            />
          )}
          <a href={d.url} target="_blank" rel="noreferrer" className="photo-preview__image-link">
            <img className="photo-preview__image" src={d.url} alt={d.title} />
          </a>
          <div className="photo-preview__facts">
            <p className="photo-preview__tags">
              <Tag color="blue">{`${d.areas}㎡`}</Tag>
              <Tag>{sizeLabel(d.areas)}</Tag>
              <Tag>{d.style}</Tag>
              <Tag>{sidesName(d.openSides)}</Tag>
            </p>
            <p className="photo-preview__expo">
              所属展会：
              <Link to={d.exhibition.link}>{d.exhibition.title}</Link>
            </p>
            <p className="photo-preview__line">
              <EnvironmentOutlined aria-hidden /> {d.exhibition.city}
              <span className="photo-preview__sep" aria-hidden>
                ·
              </span>
              <CalendarOutlined aria-hidden /> {dateSpan(d.exhibition.sdate, d.exhibition.edate)}
            </p>
            <p className="photo-preview__line photo-preview__muted">
              上传者 {d.cardno} · {d.dates}
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
