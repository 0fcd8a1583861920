import sanitizeHtml from 'sanitize-html';

/**
 * The rich text a member may publish (`conts`): paragraphs, line breaks, emphasis, lists, small headings,
 * quotes and links (http, https, mailto; opened in a new tab without the opener). Everything else — scripts,
 * styles, event handlers, images, iframes — is dropped; text inside dropped tags is kept except for
 * `script`/`style`/`textarea`.
 */
const RICH: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Control characters but the HTML whitespace ones, and bidi controls (`common/fields.ts`). */
const RICH_BANNED = /[^\P{Cc}\t\n\r]|\p{Bidi_Control}/gu;

const WITHOUT_LINKS: sanitizeHtml.IOptions = {
  ...RICH,
  allowedTags: (RICH.allowedTags as string[]).filter((t) => t !== 'a'),
  allowedAttributes: {},
  transformTags: {},
};

/**
 * Sanitised rich text. `links: false` keeps a link's text but drops the link (people's texts, issue 12:
 * a link to the member's own site would carry the contact details the site masks). Control and bidi
 * characters are removed after sanitising too: the sanitiser decodes entities such as `&#x202E;` into
 * the character.
 */
export const sanitizeRichText = (html: string, o: { links?: boolean } = {}) =>
  sanitizeHtml(html, o.links === false ? WITHOUT_LINKS : RICH)
    .replace(RICH_BANNED, '')
    .trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML, for search and excerpts: tags become spaces, entities are decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
