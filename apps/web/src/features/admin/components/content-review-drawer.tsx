import type { ListingKind } from '@hz/contract/listings';
import { type ContentDetail, useContentInfo } from '../api/content-info.ts';
import { useContentReview } from '../api/content-review.ts';
import { ContentStateTag, ReviewFacts, ReviewHtml, ReviewPictures } from './review-detail.tsx';
import { ReviewDrawer } from './review-drawer.tsx';

const what: Record<ListingKind, string> = { huizhan: '展会', huiyi: '会议' };
function Detail({ d, columns }: { d: ContentDetail; columns: number }) {
  return (
    <>
      <img className="content-review__cover" src={d.cover.url} alt="封面图片" />
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '标题', children: d.title, span: columns },
          { key: 'checked', label: '状态', children: <ContentStateTag checked={d.checked} /> },
          { key: 'industry', label: '行业', children: d.industry },
          { key: 'organiser', label: '主办单位', children: d.organiser },
          { key: 'dates', label: '日期', children: `${d.sdate} 至 ${d.edate}` },
          { key: 'inout', label: '布展 / 撤展', children: `${d.indate || '—'} / ${d.outdate || '—'}` },
          { key: 'venue', label: '场馆', children: `${d.venue} ${d.hall}`.trim() },
          { key: 'addr', label: '地址', children: `${d.prov}${d.city}${d.addr}` },
          {
            key: 'scale',
            label: '规模',
            children: `${d.areas} ㎡ · ${d.exhibitors} 家展商 · ${d.visitors} 人`,
          },
          { key: 'contact', label: '联系方式', children: `${d.contact} ${d.phone}` },
          { key: 'cardno', label: '发布者', children: d.cardno },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
        ]}
      />
      <ReviewHtml title="详细介绍" html={d.conts} />
      <ReviewPictures title="现场图片" images={d.pics} />
      <ReviewPictures title="展位图" images={d.plans} />
    </>
  );
}

/** The review of one exhibition or conference, with approve and reject (reason required). */
export function ContentReviewDrawer({
  kind,
  id,
  version,
  onClose,
}: {
  kind: ListingKind;
  id: number | undefined;
  /** The queue row's `version`, sent with the decision. */
  version?: string;
  onClose: () => void;
}) {
  const info = useContentInfo(kind, id);
  const review = useContentReview();
  return (
    <ReviewDrawer
      open={id !== undefined}
      what={what[kind]}
      noun="内容"
      info={info}
      confirmText={(d) => `确认「${d.title}」的内容与图片合规，公开展示？`}
      rejectExtra="原因会通过站内消息告知发布者，并显示在其我的发布中"
      rejectPlaceholder="如：展会时间与官网不一致，请核对后重新提交（2–200字）"
      pending={review.isPending}
      onDecide={(id, pass, reason) => review.mutateAsync({ kind, id, pass, reason, version })}
      onClose={onClose}
    >
      {(d, columns) => <Detail d={d} columns={columns} />}
    </ReviewDrawer>
  );
}
