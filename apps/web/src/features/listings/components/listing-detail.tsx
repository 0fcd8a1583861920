import { DownloadOutlined } from '@ant-design/icons';
import type { ListingKind } from '@hz/contract/listings';
import { Button, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import {
  DetailBack,
  DetailContact,
  DetailDescription,
  DetailHead,
  DetailLoadError,
  DetailPictures,
  DetailSkeleton,
  OwnerBanner,
} from '../../../components/content-detail.tsx';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { href, paths } from '../../../config/paths.ts';
import { dateSpan } from '../../../lib/content-format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { downloadImagesUrl } from '../api/download-images.ts';
import { useListingInfo } from '../api/listing-info.ts';
import { BoothPhotoStrip } from './booth-photo-strip.tsx';
import { kindNames, kindPath, statusColors, statusNames } from './listing-format.ts';

const num = (n: number, unit: string) => (n > 0 ? `${n.toLocaleString('zh-CN')} ${unit}` : '—');

/** `/exhibition?id=N`, `/actvity?id=N`: one listing in full. */
export function ListingDetail({ kind, id }: { kind: ListingKind; id: number }) {
  const isMobile = useIsMobile();
  const info = useListingInfo(kind, id);
  const d = info.data;

  if (info.isPending) return <DetailSkeleton />;
  if (!d)
    return (
      <DetailLoadError
        name={kindNames[kind]}
        error={info.error}
        listTo={kindPath[kind]}
        onRetry={() => info.refetch()}
      />
    );

  return (
    <article className="container listing-detail">
      <DetailBack to={kindPath[kind]}>返回{kind === 'huizhan' ? '展会' : '会议活动'}列表</DetailBack>
      {d.mine && (
        <OwnerBanner
          name={kindNames[d.kind]}
          checked={d.checked}
          reason={d.reason}
          editTo={href(paths.uploadExhibition.path, { id: d.id, kind: d.kind })}
        />
      )}
      <DetailHead title={d.title} cover={d.cover.url}>
        <p>
          <Tag color={statusColors[d.status]}>{statusNames[d.status]}</Tag>
          <Tag>{d.industry}</Tag>
        </p>
        <p className="listing-detail__line">
          <strong>时间：</strong>
          {dateSpan(d.sdate, d.edate)}
        </p>
        <p className="listing-detail__line">
          <strong>地点：</strong>
          {d.prov} {d.city} ·{' '}
          {d.space ? <Link to={href(paths.spaceInfo.path, { id: d.space.id })}>{d.venue}</Link> : d.venue}
          {d.hall ? ` ${d.hall}` : ''}
        </p>
        <p className="listing-detail__line">
          <strong>主办：</strong>
          {d.organiser}
        </p>
        <DetailContact contact={d.contact} phone={d.phone} />
        <div style={{ marginTop: 12, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {d.checked === 1 && (
            <FavoriteButton kind={kind} id={d.id} fvr={d.fvr} onChange={() => info.refetch()} />
          )}
          {kind === 'huizhan' && (
            <Button icon={<DownloadOutlined aria-hidden />} href={downloadImagesUrl(d.id)} download>
              下载展会图片
            </Button>
          )}
        </div>
      </DetailHead>
      <section className="listing-detail__section" aria-label="基本信息">
        <h2>基本信息</h2>
        <Descriptions
          column={isMobile ? 1 : 2}
          size="small"
          bordered
          items={[
            {
              key: 'dates',
              label: kind === 'huizhan' ? '展期' : '会期',
              children: dateSpan(d.sdate, d.edate),
            },
            { key: 'indate', label: '布展日期', children: d.indate || '—' },
            { key: 'outdate', label: '撤展日期', children: d.outdate || '—' },
            {
              key: 'venue',
              label: '场馆',
              children: (
                <>
                  {d.space ? (
                    <Link to={href(paths.spaceInfo.path, { id: d.space.id })}>{d.venue}</Link>
                  ) : (
                    d.venue
                  )}
                  {d.hall ? ` ${d.hall}` : ''}
                </>
              ),
            },
            { key: 'addr', label: '详细地址', children: `${d.prov}${d.city}${d.addr}` },
            { key: 'areas', label: '展览面积', children: num(d.areas, '㎡') },
            { key: 'exhibitors', label: '展商数量', children: num(d.exhibitors, '家') },
            { key: 'visitors', label: '观众人数', children: num(d.visitors, '人') },
          ]}
        />
      </section>
      <DetailDescription title="详细介绍" html={d.conts} />
      <DetailPictures title="现场图片" images={d.pics} />
      <DetailPictures title="展位图" images={d.plans} />
      {kind === 'huizhan' && d.checked === 1 && (
        <BoothPhotoStrip listingId={d.id} started={d.status !== 'upcoming'} />
      )}
    </article>
  );
}
