import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { picturesOptions } from '../../gallery/api/get-pictures.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

const BOOTH_STRIP_SIZE = 6;

/**
 * 展台照片 on an exhibition's page: its newest approved booth photos, each opening in the booth gallery,
 * and a link to all of them (`/exhibitionBooth?listingId=N`). Once the exhibition has started, members
 * are invited to add theirs.
 */
export function BoothPhotoStrip({ listingId, started }: { listingId: number; started: boolean }) {
  // the gallery's own query of one exhibition's newest photos (one cache with the gallery)
  const photos = useQuery({
    ...picturesOptions({ listingId, page: 1, pageSize: BOOTH_STRIP_SIZE }),
    meta: { silent: true },
  });
  const data = photos.data;
  const all = href(paths.exhibitionBooth.path, { listingId });
  // a failure only hides the strip: the rest of the page stands on its own
  if (photos.isError) return null;
  return (
    <section className="listing-detail__section" aria-label="展台照片">
      <h2>
        展台照片
        {data && data.total > 0 && (
          <Link to={all} style={{ marginLeft: 12, fontSize: 14, fontWeight: 'normal' }}>
            查看全部 {data.total} 张
          </Link>
        )}
      </h2>
      {!data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : data.total === 0 ? (
        <p>
          暂无展台照片。
          {started && (
            <Link to={href(paths.exhibitionBooth.path, { listingId, upload: 1 })}>
              参展了？上传您的展台照片
            </Link>
          )}
        </p>
      ) : (
        <div className="listing-gallery">
          {data.listItem.map((p) => (
            <Link key={p.id} to={href(paths.exhibitionBooth.path, { listingId, id: p.id })} title={p.title}>
              {/* no width/height props: antd would set them as inline styles over the CSS's fixed box */}
              <Image
                {...imageSources(p.thumb, '(max-width: 767.98px) 104px, 160px')}
                alt={p.title}
                preview={false}
                {...imageLoading(false)}
              />
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
