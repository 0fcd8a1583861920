/**
 * `srcset` for a picture the site stores (decision 042): an uploaded image `/files/{id}` (or its
 * thumbnail `/files/{id}/thumb`) is also served as WebP 320 (the thumbnail), 640 and 1280 px wide, and
 * the browser picks the smallest that fills the box at the screen's density. Any other address (a
 * picture from elsewhere, a local preview) is used as it is.
 */
const STORED = /^\/files\/(f[A-Za-z0-9_-]{24})(?:\/thumb)?$/;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `sizes`: how wide the picture is shown, e.g. `(max-width: 767.98px) 100vw, 400px`. */
export function imageSources(url: string, sizes: string): ImageSources {
  const id = STORED.exec(url)?.[1];
  if (!id) return { src: url };
  const base = `/files/${id}`;
  return { src: url, srcSet: `${base}/thumb 320w, ${base}/w640 640w, ${base}/w1280 1280w`, sizes };
}

/** A card in a grid of three columns, two below 992 px and one on a phone (the listing and favourite cards). */
export const CARD_GRID_SIZES = '(max-width: 767.98px) 100vw, (max-width: 991.98px) 50vw, 400px';

/**
 * A model's poster (its detail page's viewer box, `.model-viewer`): the page's width on a phone and a
 * tablet, the viewer column (beside the 340 px side card) from 992 px.
 */
export const POSTER_SIZES = '(max-width: 991.98px) 100vw, 810px';

/**
 * How a picture is fetched: the first one a visitor sees (`first`) at once and ahead of the rest
 * (it is the page's largest paint), every other one only when it nears the screen.
 */
export const imageLoading = (first: boolean) =>
  first
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
