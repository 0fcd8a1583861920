import { ReviewState } from '@hz/contract/common/states';
import { Descriptions, Empty, Tag } from 'antd';
import { Link } from 'react-router';
import {
  DetailBack,
  DetailContact,
  DetailDescription,
  DetailHead,
  DetailNotReady,
  DetailPictures,
  OwnerBanner,
} from '../../../components/content-detail.tsx';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { href, paths } from '../../../config/paths.ts';
import { dateSpan, placeName } from '../../../lib/content-format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { type SpaceDetail as Detail, useSpaceInfo } from '../api/space-info.ts';
import { areaText, capacities, eventStatusNames, maxSeats, priceText, seatsText } from './space-format.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

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
                <img
                  className="space-events__thumb"
                  {...imageSources(e.thumb, '96px')}
                  alt=""
                  width={96}
                  height={64}
                  {...imageLoading(false)}
                />
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
  const info = useSpaceInfo(id);
  const d = info.data;
  if (!d) return <DetailNotReady query={info} name="场地" listTo={paths.conventionSpace.path} />;

  const caps = capacities(d);
  return (
    <article className="container listing-detail">
      <DetailBack to={paths.conventionSpace.path}>返回场地列表</DetailBack>
      {d.mine && (
        <OwnerBanner
          name="场地"
          checked={d.checked}
          reason={d.reason}
          editTo={href(paths.uploadConvention.path, { id: d.id })}
        />
      )}
      <DetailHead title={d.title} cover={d.cover.url}>
        <p>
          <Tag>{d.venueType}</Tag>
        </p>
        <p className="listing-detail__line">
          <strong>地址：</strong>
          {placeName(d.prov, d.city, '')}
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
        <DetailContact contact={d.contact} phone={d.phone} />
        {d.checked === ReviewState.approved && (
          <div style={{ marginTop: 12 }}>
            <FavoriteButton kind="hycd" id={d.id} fvr={d.fvr} onChange={() => info.refetch()} />
          </div>
        )}
      </DetailHead>
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
      <DetailDescription title="场地介绍" html={d.conts} />
      <DetailPictures title="场地图片" images={d.pics} />
      {/* a space that is not public lists no events (their pages would link back to a hidden one) */}
      {d.checked === ReviewState.approved && <Events events={d.events} />}
    </article>
  );
}
