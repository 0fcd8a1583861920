import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Empty, Image, Result, Skeleton, Tag } from 'antd';
import { Link, useLocation } from 'react-router';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { type SpaceDetail as Detail, useSpaceInfo } from '../api/space-info.ts';
import {
  areaText,
  capacities,
  checkedNames,
  dateSpan,
  eventStatusNames,
  maxSeats,
  priceText,
  seatsText,
} from './space-format.ts';

/** The publisher's view of a space that is not public: its state, the reason and a way to edit it. */
function OwnerBanner({ d }: { d: Detail }) {
  const state = checkedNames[d.checked] ?? checkedNames[0];
  const edit = href(paths.uploadConvention.path, { id: d.id });
  if (d.checked === 1)
    return (
      <p className="listing-detail__own">
        这是您发布的场地。<Link to={edit}>编辑</Link>（修改后需重新审核）
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

/** The approved exhibitions and conferences held here that have not ended. */
function Events({ events }: { events: Detail['events'] }) {
  return (
    <section className="listing-detail__section" aria-label="在此举办">
      <h2>在此举办</h2>
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无即将在此举办的展会或会议" />
      ) : (
        <ul className="space-events">
          {events.map((e) => {
            const st = eventStatusNames[e.status];
            return (
              <li key={`${e.kind}-${e.id}`} className="space-events__item">
                <img className="space-events__thumb" src={e.thumb} alt="" loading="lazy" />
                <div className="space-events__body">
                  <Link
                    to={href(e.kind === 'huizhan' ? paths.exhibition.path : paths.actvity.path, { id: e.id })}
                    className="space-events__title"
                  >
                    {e.title}
                  </Link>
                  <p className="space-events__meta">
                    <Tag>{e.kind === 'huizhan' ? '展会' : '会议'}</Tag>
                    <Tag color={st.color}>{st.text}</Tag>
                    {dateSpan(e.sdate, e.edate)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** `/conventionSpace/spaceInfo?id=N`: one space in full. */
export function SpaceDetail({ id }: { id: number }) {
  const isMobile = useIsMobile();
  const location = useLocation();
  const info = useSpaceInfo(id);
  const d = info.data;
  const back = (
    <Link to={paths.conventionSpace.path} className="listing-detail__back">
      <ArrowLeftOutlined aria-hidden /> 返回场地列表
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
          title={missing ? '场地不存在或尚未公开' : '场地加载失败'}
          subTitle={missing ? '它可能还在审核中，或已被发布者修改。' : '请检查网络后重试。'}
          extra={
            missing ? (
              <Link to={paths.conventionSpace.path}>查看其他场地</Link>
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
  const caps = capacities(d);
  return (
    <article className="container listing-detail">
      {back}
      {d.mine && <OwnerBanner d={d} />}
      <header className="listing-detail__head">
        <img className="listing-detail__cover" src={d.cover.url} alt={`${d.title}封面`} />
        <div className="listing-detail__intro">
          <h1 className="listing-detail__title">{d.title}</h1>
          <p>
            <Tag>{d.venueType}</Tag>
          </p>
          <p className="listing-detail__line">
            <strong>地址：</strong>
            {d.prov}
            {d.city === d.prov ? '' : d.city}
            {d.addr}
          </p>
          <p className="listing-detail__line">
            <strong>面积：</strong>
            {areaText(d.areas)}
          </p>
          <p className="listing-detail__line">
            <strong>最多容纳：</strong>
            {seatsText(maxSeats(d))}
          </p>
          <p className="listing-detail__line">
            <strong>价格：</strong>
            <span className="space-card__price">{priceText(d.priceMin, d.priceMax)}</span>
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
          {d.checked === 1 && (
            <div style={{ marginTop: 12 }}>
              <FavoriteButton kind="hycd" id={d.id} fvr={d.fvr} onChange={() => info.refetch()} />
            </div>
          )}
        </div>
      </header>
      <section className="listing-detail__section" aria-label="容纳人数">
        <h2>容纳人数</h2>
        <Descriptions
          className="space-caps"
          column={isMobile ? 2 : 4}
          size="small"
          bordered
          layout="vertical"
          items={caps.map((c) => ({ key: c.layout, label: c.name, children: seatsText(c.seats) }))}
        />
      </section>
      <section className="listing-detail__section" aria-label="配套设施">
        <h2>配套设施</h2>
        {d.facilities.length ? (
          <p className="space-facilities">
            {d.facilities.map((f) => (
              <Tag key={f} color="blue">
                {f}
              </Tag>
            ))}
          </p>
        ) : (
          <p className="card-hint">发布者未填写配套设施，可联系场地方了解。</p>
        )}
      </section>
      <section className="listing-detail__section" aria-label="场地介绍">
        <h2>场地介绍</h2>
        <div
          className="listing-detail__conts"
          // `conts` is sanitised by the server with the listings' allow-list (docs/domains/spaces.md), so it
          // is rendered as HTML; search titles and summaries never are
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list
          dangerouslySetInnerHTML={{ __html: d.conts }}
        />
      </section>
      {d.pics.length > 0 && (
        <section className="listing-detail__section" aria-label="场地图片">
          <h2>场地图片</h2>
          <div className="listing-gallery">
            <Image.PreviewGroup>
              {d.pics.map((img, i) => (
                <Image
                  key={img.id}
                  src={img.thumb || img.url}
                  preview={{ src: img.url }}
                  alt={`场地图片${i + 1}`}
                />
              ))}
            </Image.PreviewGroup>
          </div>
        </section>
      )}
      {/* a space that is not public lists no events (their pages would link back to a hidden one) */}
      {d.checked === 1 && <Events events={d.events} />}
    </article>
  );
}
