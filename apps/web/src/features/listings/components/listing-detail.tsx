import { ReviewState } from '@hz/contract/common/states';
import { DownloadOutlined, FormOutlined } from '@ant-design/icons';
import { type ListingKind, registrationWayNames } from '@hz/contract/values/listings';
import { Button, Descriptions, type DescriptionsProps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  DetailBack,
  DetailContact,
  DetailDescription,
  DetailHead,
  DetailNotReady,
  DetailPictures,
  OwnerBanner,
} from '../../../components/content-detail.tsx';
import { DateSpan } from '../../../components/date-span.tsx';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { SubscribeButton } from '../../../components/subscribe-button.tsx';
import { JoinShowButton } from './join-show-button.tsx';
import { chinaToday } from '../../../lib/format.ts';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { placeName } from '../../../lib/content-format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { downloadImagesUrl } from '../api/download-images.ts';
import { type ConferenceDetail, type ListingDetail as Detail, useListingInfo } from '../api/listing-info.ts';
import { BoothPhotoStrip } from './booth-photo-strip.tsx';
import { kindNames, kindPath, statusColors, statusNames } from './listing-format.ts';
import { groupDigits } from '../../../lib/numbers.ts';

/** `1,200 人`; nothing for 0 (not given). */
const num = (n: number, unit: string) => (n > 0 ? `${groupDigits(n)} ${unit}` : '');

type Item = NonNullable<DescriptionsProps['items']>[number];
/** The facts that have a value: a fact without one is left out, never shown as a dash. */
const facts = (items: Array<Item & { children: ReactNode }>) => items.filter((i) => i.children !== '');

function Venue({ d }: { d: Detail }) {
  return (
    <>
      {d.space ? <Link to={href(paths.spaceInfo.path, { id: d.space.id })}>{d.venue}</Link> : d.venue}
      {d.hall ? ` ${d.hall}` : ''}
    </>
  );
}

function exhibitionFacts(d: Extract<Detail, { kind: 'huizhan' }>) {
  return facts([
    { key: 'dates', label: '展期', children: <DateSpan sdate={d.sdate} edate={d.edate} /> },
    { key: 'indate', label: '布展日期', children: d.indate && <span className="nowrap">{d.indate}</span> },
    { key: 'outdate', label: '撤展日期', children: d.outdate && <span className="nowrap">{d.outdate}</span> },
    { key: 'venue', label: '场馆', children: <Venue d={d} /> },
    { key: 'addr', label: '详细地址', children: `${placeName(d.prov, d.city, '')}${d.addr}` },
    { key: 'areas', label: '展览面积', children: num(d.areas, '㎡') },
    { key: 'exhibitors', label: '展商数量', children: num(d.exhibitors, '家') },
    { key: 'visitors', label: '观众人数', children: num(d.visitors, '人') },
  ]);
}

function conferenceFacts(d: ConferenceDetail) {
  return facts([
    { key: 'dates', label: '会期', children: <DateSpan sdate={d.sdate} edate={d.edate} /> },
    { key: 'type', label: '会议类型', children: d.confType },
    { key: 'venue', label: '会场', children: <Venue d={d} /> },
    { key: 'addr', label: '详细地址', children: `${placeName(d.prov, d.city, '')}${d.addr}` },
    { key: 'attendees', label: '参会人数', children: num(d.attendees, '人') },
  ]);
}

/** 会议议程: time, topic and speaker per item, in the publisher's order; nothing without an agenda. */
function Agenda({ items }: { items: ConferenceDetail['agenda'] }) {
  if (items.length === 0) return null;
  return (
    <section className="listing-detail__section" aria-label="会议议程">
      <h2>会议议程</h2>
      <ol className="agenda">
        {items.map((a, i) => (
          // the publisher's order is the identity of an item
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no id and never move on this page
          <li key={i} className="agenda__item">
            <span className="agenda__time">{a.time}</span>
            <span className="agenda__what">
              <span className="agenda__topic">{a.topic}</span>
              {a.speaker && <span className="agenda__speaker">{a.speaker}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * 报名方式: each way the publisher offers — the online link (public: a visitor registers there), the
 * contact phone (members only, like the contact) and on site — and the publisher's note; nothing when
 * neither is given.
 */
function Registration({ d }: { d: ConferenceDetail }) {
  const location = useLocation();
  if (d.regWays.length === 0 && !d.regNote) return null;
  return (
    <section className="listing-detail__section registration" aria-label="报名方式">
      <h2>报名方式</h2>
      <ul className="registration__ways">
        {d.regWays.map((w) => (
          <li key={w}>
            <Tag color="blue">{registrationWayNames[w]}</Tag>
            {w === 'online' && (
              <a
                href={d.regUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="registration__link"
              >
                {d.regUrl}
              </a>
            )}
            {w === 'phone' &&
              (d.phone ? (
                <span>
                  {d.contact} <a href={`tel:${d.phone}`}>{d.phone}</a>
                </span>
              ) : (
                <Link to={loginHref(`${location.pathname}${location.search}`)}>登录后查看报名电话</Link>
              ))}
            {w === 'onsite' && <span>会议现场登记报名</span>}
          </li>
        ))}
      </ul>
      {d.regNote && <p className="registration__note">{d.regNote}</p>}
    </section>
  );
}

/** `/exhibition?id=N`, `/actvity?id=N`: one listing in full, laid out for its kind. */
export function ListingDetail({ kind, id }: { kind: ListingKind; id: number }) {
  const isMobile = useIsMobile();
  const info = useListingInfo(kind, id);
  const d = info.data;
  if (!d) return <DetailNotReady query={info} name={kindNames[kind]} listTo={kindPath[kind]} />;

  const conference = d.kind === 'huiyi' ? d : null;
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
          {conference?.confType && <Tag color="purple">{conference.confType}</Tag>}
          <Tag>{d.industry}</Tag>
        </p>
        <p className="listing-detail__line">
          <strong>时间：</strong>
          <DateSpan sdate={d.sdate} edate={d.edate} />
        </p>
        <p className="listing-detail__line">
          <strong>地点：</strong>
          {placeName(d.prov, d.city)} · <Venue d={d} />
        </p>
        <p className="listing-detail__line">
          <strong>主办：</strong>
          {d.organiser}
        </p>
        {d.undertaker && (
          <p className="listing-detail__line">
            <strong>承办：</strong>
            {d.undertaker}
          </p>
        )}
        <DetailContact contact={d.contact} phone={d.phone} />
        <div className="listing-detail__actions">
          {conference?.regWays.includes('online') && conference.status !== 'past' && (
            <Button
              type="primary"
              icon={<FormOutlined aria-hidden />}
              href={conference.regUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              立即报名
            </Button>
          )}
          {d.checked === ReviewState.approved && (
            <FavoriteButton kind={kind} id={d.id} fvr={d.fvr} onChange={() => info.refetch()} />
          )}
          {d.kind === 'huizhan' && d.checked === ReviewState.approved && d.edate >= chinaToday() && (
            // the member's show plan (issue 31)
            <JoinShowButton exhibition={d.id} />
          )}
          {d.kind === 'huizhan' && d.checked === ReviewState.approved && (
            // a show's new build projects (issue 28 point 5)
            <SubscribeButton
              text="我要订阅"
              criteria={{ kind: 'show', exhibitionId: d.id, showname: d.title }}
            />
          )}
          {d.kind === 'huizhan' && (
            <Button icon={<DownloadOutlined aria-hidden />} href={downloadImagesUrl(d.id)} download>
              下载展会图片
            </Button>
          )}
        </div>
      </DetailHead>
      {conference && <Registration d={conference} />}
      <section className="listing-detail__section" aria-label={conference ? '会议信息' : '基本信息'}>
        <h2>{conference ? '会议信息' : '基本信息'}</h2>
        <Descriptions
          column={isMobile ? 1 : 2}
          size="small"
          bordered
          items={d.kind === 'huizhan' ? exhibitionFacts(d) : conferenceFacts(d)}
        />
      </section>
      {conference && <Agenda items={conference.agenda} />}
      <DetailDescription title="详细介绍" html={d.conts} />
      <DetailPictures title="现场图片" images={d.pics} />
      {d.kind === 'huizhan' && <DetailPictures title="展位图" images={d.plans} />}
      {d.kind === 'huizhan' && d.checked === ReviewState.approved && (
        <BoothPhotoStrip listingId={d.id} started={d.status !== 'upcoming'} />
      )}
    </article>
  );
}
