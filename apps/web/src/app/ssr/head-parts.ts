import { htmlToText } from '../../lib/description-text.ts';

/** What every server-rendered page's head is made of (head.ts, deal-heads.ts). */

/**
 * The `<head>` of a server-rendered public page (decision 041): its title, description, canonical URL,
 * Open Graph tags and schema.org data (`Event` for an exhibition or a conference, `Place` for a space,
 * `Person` for a designer, `Organization` for a factory, `CreativeWork` for a design work or a build case,
 * `Product` for a 3D model), and its HTTP status (404 for an item that is not public). Taken from the answers the page was rendered
 * from, so that the head and the body always agree.
 */
export interface PageHead {
  status: 200 | 404;
  /** Not to be indexed although found (the site's own search results); a 404 is never indexed either. */
  noindex?: boolean;
  title: string;
  description: string;
  /** Absolute, or relative when the server has no PUBLIC_URL (the origin given is then ''). */
  canonical: string;
  ogType: 'website' | 'article' | 'profile';
  /** Absolute (relative without PUBLIC_URL), or ''. */
  image: string;
  jsonLd?: Record<string, unknown>;
}

export const BRAND = '会展通';

export const absolute = (origin: string, url: string) =>
  !url ? '' : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** Plain text of a stored description, on one line, at most `max` characters. */
export function summary(html: string, max = 150): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function address(prov: string, city: string, addr: string) {
  return {
    '@type': 'PostalAddress',
    addressCountry: 'CN',
    ...(prov ? { addressRegion: prov } : {}),
    ...(city ? { addressLocality: city } : {}),
    ...(addr ? { streetAddress: addr } : {}),
  };
}
