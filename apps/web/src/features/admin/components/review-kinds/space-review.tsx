import { useQuery } from '@tanstack/react-query';
import { spaceLayoutFields, spaceLayoutNames, spaceLayouts } from '@hz/contract/values/spaces';
import { type SpaceDetail, spaceInfoOptions } from '../../../spaces/api/space-info.ts';
import { ContentStateTag, ReviewFacts, ReviewHtml, ReviewPictures } from '../review-detail.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';
import { placeName } from '../../../../lib/content-format.ts';

const price = (d: SpaceDetail) =>
  d.priceMin === 0 && d.priceMax === 0 ? '面议' : `${d.priceMin} – ${d.priceMax} 元/天`;

function Detail({ d, columns }: { d: SpaceDetail; columns: number }) {
  const seats = spaceLayouts
    .map((l) => `${spaceLayoutNames[l]} ${d[spaceLayoutFields[l]] || '—'}`)
    .join(' · ');
  return (
    <>
      <img className="content-review__cover" src={d.cover.url} alt="封面图片" />
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '场地名称', children: d.title, span: columns },
          { key: 'checked', label: '状态', children: <ContentStateTag checked={d.checked} /> },
          { key: 'type', label: '场地类型', children: d.venueType },
          {
            key: 'addr',
            label: '地址',
            children: `${placeName(d.prov, d.city, '')}${d.addr}`,
            span: columns,
          },
          { key: 'areas', label: '面积', children: `${d.areas} ㎡` },
          { key: 'price', label: '价格', children: price(d) },
          { key: 'seats', label: '容纳人数', children: seats, span: columns },
          {
            key: 'facilities',
            label: '配套设施',
            children: d.facilities.length ? d.facilities.join('、') : '—',
            span: columns,
          },
          { key: 'contact', label: '联系方式', children: `${d.contact} ${d.phone}` },
          { key: 'cardno', label: '发布者', children: d.cardno },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
        ]}
      />
      <ReviewHtml title="场地介绍" html={d.conts} />
      <ReviewPictures title="场地图片" images={d.pics} />
    </>
  );
}

/** Convention spaces in the console's content review. */
export const spaceReview: ReviewedKind<SpaceDetail> = {
  what: '会议场地',
  noun: '内容',
  useInfo: (id) => useQuery({ ...spaceInfoOptions(id), staleTime: 0 }),
  confirmText: (d) => `确认「${d.title}」的内容与图片合规，公开展示？`,
  rejectExtra: '原因会通过站内消息告知发布者，并显示在其我的发布中',
  rejectPlaceholder: '如：场地图片与实际不符，请上传实拍图片后重新提交（2–200字）',
  Detail,
};
