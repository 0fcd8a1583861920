import { useQuery } from '@tanstack/react-query';
import { contentKindNames } from '@hz/contract/content';
import { type ListingKind, registrationWayNames } from '@hz/contract/values/listings';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { type ListingDetail, listingInfoOptions } from '../../../listings/api/listing-info.ts';
import { ContentStateTag, ReviewFacts, ReviewHtml, ReviewPictures } from '../review-detail.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';
import { placeName } from '../../../../lib/content-format.ts';
import { groupDigits } from '../../../../lib/numbers.ts';

type Item = NonNullable<DescriptionsProps['items']>[number];
/** The facts that have a value: one without is left out, never shown as a dash. */
const facts = (items: Array<Item & { children: ReactNode }>) => items.filter((i) => i.children !== '');
const count = (n: number, unit: string) => (n > 0 ? `${groupDigits(n)} ${unit}` : '');

/** What an exhibition or a conference has of its own. */
function ownFacts(d: ListingDetail, columns: number): Item[] {
  if (d.kind === 'huizhan')
    return facts([
      { key: 'indate', label: '布展日期', children: d.indate },
      { key: 'outdate', label: '撤展日期', children: d.outdate },
      { key: 'areas', label: '展览面积', children: count(d.areas, '㎡') },
      { key: 'exhibitors', label: '展商数量', children: count(d.exhibitors, '家') },
      { key: 'visitors', label: '观众人数', children: count(d.visitors, '人') },
    ]);
  return facts([
    { key: 'type', label: '会议类型', children: d.confType },
    { key: 'attendees', label: '参会人数', children: count(d.attendees, '人') },
    {
      key: 'reg',
      label: '报名方式',
      span: columns,
      children: d.regWays.length ? (
        <>
          {d.regWays.map((w) => registrationWayNames[w]).join('、')}
          {d.regUrl && (
            <>
              {'：'}
              <a href={d.regUrl} target="_blank" rel="noopener noreferrer nofollow">
                {d.regUrl}
              </a>
            </>
          )}
        </>
      ) : (
        ''
      ),
    },
    { key: 'regNote', label: '报名说明', span: columns, children: d.regNote },
    {
      key: 'agenda',
      label: '会议议程',
      span: columns,
      children: d.agenda.length ? (
        <ol className="content-review__agenda">
          {d.agenda.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id and never move here
            <li key={i}>
              {a.time} {a.topic}
              {a.speaker ? `（${a.speaker}）` : ''}
            </li>
          ))}
        </ol>
      ) : (
        ''
      ),
    },
  ]);
}

function Detail({ d, columns }: { d: ListingDetail; columns: number }) {
  return (
    <>
      <img className="content-review__cover" src={d.cover.url} alt="封面图片" />
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '标题', children: d.title, span: columns },
          { key: 'checked', label: '状态', children: <ContentStateTag checked={d.checked} /> },
          { key: 'industry', label: '行业', children: d.industry },
          ...facts([
            { key: 'organiser', label: '主办单位', children: d.organiser },
            { key: 'undertaker', label: '承办单位', children: d.undertaker },
          ]),
          { key: 'dates', label: '日期', children: `${d.sdate} 至 ${d.edate}` },
          { key: 'venue', label: '场馆', children: `${d.venue} ${d.hall}`.trim() },
          {
            key: 'addr',
            label: '地址',
            children: `${placeName(d.prov, d.city, '')}${d.addr}`,
            span: columns,
          },
          ...ownFacts(d, columns),
          { key: 'contact', label: '联系方式', children: `${d.contact} ${d.phone}` },
          { key: 'cardno', label: '发布者', children: d.cardno },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
        ]}
      />
      <ReviewHtml title="详细介绍" html={d.conts} />
      <ReviewPictures title="现场图片" images={d.pics} />
      {d.kind === 'huizhan' && <ReviewPictures title="展位图" images={d.plans} />}
    </>
  );
}

/** Exhibitions and conferences in the console's content review, each with its own fields. */
export const listingReview = (kind: ListingKind): ReviewedKind<ListingDetail> => ({
  what: contentKindNames[kind],
  noun: '内容',
  useInfo: (id) => useQuery({ ...listingInfoOptions(kind, id), staleTime: 0 }),
  confirmText: (d) => `确认「${d.title}」的内容与图片合规，公开展示？`,
  rejectExtra: '原因会通过站内消息告知发布者，并显示在其我的发布中',
  rejectPlaceholder: '如：展会时间与官网不一致，请核对后重新提交（2–200字）',
  Detail,
});
