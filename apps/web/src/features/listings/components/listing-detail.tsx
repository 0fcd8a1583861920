import { ArrowLeftOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import type { ListingKind } from '@hz/contract/listings';
import { Alert, Button, Descriptions, Image, Result, Skeleton, Tag } from 'antd';
import { Link, useLocation } from 'react-router';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { downloadImagesUrl } from '../api/download-images.ts';
import { type ListingDetail as Detail, useListingInfo } from '../api/listing-info.ts';
import { BoothPhotoStrip } from './booth-photo-strip.tsx';
import { checkedNames, dateSpan, kindNames, kindPath, statusColors, statusNames } from './listing-format.ts';

const num = (n: number, unit: string) => (n > 0 ? `${n.toLocaleString('zh-CN')} ${unit}` : '—');

function Gallery({ title, images }: { title: string; images: Detail['pics'] }) {
  if (images.length === 0) return null;
  return (
    <section className="listing-detail__section" aria-label={title}>
      <h2>{title}</h2>
      <div className="listing-gallery">
        <Image.PreviewGroup>
          {images.map((img, i) => (
            <Image
              key={img.id}
              src={img.thumb || img.url}
              preview={{ src: img.url }}
              alt={`${title}${i + 1}`}
            />
          ))}
        </Image.PreviewGroup>
      </div>
    </section>
  );
}

/** The publisher's view of a listing that is not public: its state, the reason and a way to edit it. */
function OwnerBanner({ d }: { d: Detail }) {
  const state = checkedNames[d.checked] ?? checkedNames[0];
  const edit = href(paths.uploadExhibition.path, { id: d.id, kind: d.kind });
  if (d.checked === 1)
    return (
      <p className="listing-detail__own">
        这是您发布的{kindNames[d.kind]}。<Link to={edit}>编辑</Link>（修改后需重新审核）
      </p>
    );
  return (
    <Alert
      className="listing-detail__banner"
      type={d.checked === 2 ? 'error' : 'warning'}
      showIcon
      title={`${state?.text ?? ''}：仅您与运营人员可见`}
      description={
        <>
          {d.checked === 2 ? `驳回原因：${d.reason}` : '审核通过后将公开展示。'}{' '}
          <Link to={edit}>
            <EditOutlined aria-hidden /> 编辑
          </Link>
        </>
      }
    />
  );
}

/** `/exhibition?id=N`, `/actvity?id=N`: one listing in full. */
export function ListingDetail({ kind, id }: { kind: ListingKind; id: number }) {
  const isMobile = useIsMobile();
  const location = useLocation();
  const info = useListingInfo(kind, id);
  const d = info.data;
  const back = (
    <Link to={kindPath[kind]} className="listing-detail__back">
      <ArrowLeftOutlined aria-hidden /> 返回{kind === 'huizhan' ? '展会' : '会议活动'}列表
    </Link>
  );

  if (info.isPending)
    return (
      <div className="container listing-detail" aria-busy="true">
        <Skeleton.Image active className="listing-detail__skeleton" />
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (!d) {
    const missing = isBizError(info.error) && info.error.errCode === 'not_found';
    return (
      <div className="container listing-detail">
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? `${kindNames[kind]}不存在或尚未公开` : `${kindNames[kind]}加载失败`}
          subTitle={missing ? '它可能还在审核中，或已被发布者修改。' : '请检查网络后重试。'}
          extra={
            missing ? (
              <Link to={kindPath[kind]}>查看其他{kindNames[kind]}</Link>
            ) : (
              <Button type="primary" onClick={() => info.refetch()}>
                重试
              </Button>
            )
          }
        />
      </div>
    );
  }

  const returnTo = `${location.pathname}${location.search}`;
  return (
    <article className="container listing-detail">
      {back}
      {d.mine && <OwnerBanner d={d} />}
      <header className="listing-detail__head">
        <img className="listing-detail__cover" src={d.cover.url} alt={`${d.title}封面`} />
        <div className="listing-detail__intro">
          <h1 className="listing-detail__title">{d.title}</h1>
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
          <div className="listing-contact">
            {d.contact ? (
              <>
                <strong>联系方式：</strong>
                {d.contact} <a href={`tel:${d.phone}`}>{d.phone}</a>
              </>
            ) : (
              <Link to={loginHref(returnTo)}>登录后查看联系方式</Link>
            )}
          </div>
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
        </div>
      </header>
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
      <section className="listing-detail__section" aria-label="详细介绍">
        <h2>详细介绍</h2>
        <div
          className="listing-detail__conts"
          // `conts` is sanitised by the server with an allow-list (p br strong b em i u s ul ol li h3 h4
          // blockquote a; links http/https/mailto only, no scripts, styles, handlers or images), see
          // docs/domains/listings.md, so it is rendered as HTML. Search titles and summaries never are.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list
          dangerouslySetInnerHTML={{ __html: d.conts }}
        />
      </section>
      <Gallery title="现场图片" images={d.pics} />
      <Gallery title="展位图" images={d.plans} />
      {kind === 'huizhan' && d.checked === 1 && (
        <BoothPhotoStrip listingId={d.id} started={d.status !== 'upcoming'} />
      )}
    </article>
  );
}
