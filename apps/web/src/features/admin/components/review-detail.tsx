import { ReviewState } from '@hz/contract/common/states';
import { Descriptions, type DescriptionsProps, Tag } from 'antd';
import { PictureGrid } from '../../../components/content-detail.tsx';
import { isReviewState, reviewState } from '../../../lib/review-state.ts';
import { reviewQueueLabels } from './admin-format.ts';

/** The parts the content review drawers (exhibition, conference, space, photo) lay their item out with. */

/** A content item's review state (`checked`, `ReviewState`) in the operator's words; an unknown one as pending. */
/** A booth in one line, as the review drawers of tasks, contests and projects show it. */
export const boothLine = (d: { opens: number; layer: number }, area: string) =>
  `${area} · ${d.opens}面开口 · ${d.layer === 2 ? '双层' : '单层'}`;

export function ContentStateTag({ checked }: { checked: number }) {
  const s = isReviewState(checked) ? checked : ReviewState.pending;
  return <Tag color={reviewState(s).color}>{reviewQueueLabels[s]}</Tag>;
}

/** The item's facts, bordered, in `columns` columns. */
export function ReviewFacts({ columns, items }: { columns: number; items: DescriptionsProps['items'] }) {
  return (
    <Descriptions className="content-review__section" column={columns} size="small" bordered items={items} />
  );
}

/** The publisher's rich text under a heading. */
export function ReviewHtml({ title, html }: { title: string; html: string }) {
  return (
    <section className="content-review__section">
      <h3>{title}</h3>
      <div
        className="listing-detail__conts"
        // sanitised by the server with an allow-list (docs/domains/listings.md, docs/domains/spaces.md),
        // so rendered as HTML
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}

/** A titled set of images (nothing when there are none), each alt `${title}N`, previewed large. */
export function ReviewPictures({
  title,
  images,
}: {
  title: string;
  images: readonly { id: string; url: string; thumb: string }[];
}) {
  if (images.length === 0) return null;
  return (
    <section className="content-review__section">
      <h3>{title}</h3>
      <PictureGrid title={title} images={images} />
    </section>
  );
}
