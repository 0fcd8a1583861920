import { Descriptions, type DescriptionsProps, Tag } from 'antd';
import { PictureGrid } from '../../../components/content-detail.tsx';

/** The parts the content review drawers (exhibition, conference, space, photo) lay their item out with. */

const states: Record<number, { text: string; color: string }> = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};

/** A content item's review state (`checked`: 0 pending, 1 approved, 2 rejected). */
export function ContentStateTag({ checked }: { checked: number }) {
  const state = states[checked] ?? states[0];
  return <Tag color={state?.color}>{state?.text}</Tag>;
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
