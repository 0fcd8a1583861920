import { useQuery } from '@tanstack/react-query';
import { openSideNames } from '@hz/contract/gallery';
import { dateSpan } from '../../../../lib/content-format.ts';
import { type PictureDetail, pictureInfoOptions } from '../../../gallery/api/picture-info.ts';
import { ContentStateTag, ReviewFacts } from '../review-detail.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';

function Detail({ d, columns }: { d: PictureDetail; columns: number }) {
  return (
    <>
      <a href={d.url} target="_blank" rel="noreferrer" title="在新窗口查看原图">
        <img className="content-review__cover" style={{ maxWidth: '100%' }} src={d.url} alt="展台照片" />
      </a>
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '标题', children: d.title, span: columns },
          { key: 'checked', label: '状态', children: <ContentStateTag checked={d.checked} /> },
          { key: 'cardno', label: '上传者', children: d.cardno },
          {
            key: 'expo',
            label: '所属展会',
            span: columns,
            children: (
              <a href={d.exhibition.link} target="_blank" rel="noreferrer">
                {d.exhibition.title}
              </a>
            ),
          },
          {
            key: 'expoWhen',
            label: '展会城市与日期',
            span: columns,
            children: `${d.exhibition.city} · ${dateSpan(d.exhibition.sdate, d.exhibition.edate)}`,
          },
          { key: 'areas', label: '展台面积', children: `${d.areas} ㎡` },
          { key: 'style', label: '展台风格', children: d.style },
          { key: 'sides', label: '开口方式', children: openSideNames[d.openSides] ?? '' },
          { key: 'dates', label: '提交日期', children: d.dates },
        ]}
      />
    </>
  );
}

/** Booth photos in the console's content review: the image large, its booth facts and exhibition. */
export const photoReview: ReviewedKind<PictureDetail> = {
  what: '展台照片',
  noun: '照片',
  size: 760,
  useInfo: (id) => useQuery({ ...pictureInfoOptions(id), staleTime: 0 }),
  confirmText: (d) => `确认「${d.title}」是该展会的展台实拍、内容合规，公开展示？`,
  rejectExtra: '原因会通过站内消息告知上传者，并显示在其我的上传中',
  rejectPlaceholder: '如：照片模糊或并非展台实拍，请重新上传清晰的现场照片（2–200字）',
  Detail,
};
