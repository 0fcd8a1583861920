import { highlightParts } from '../lib/highlight.ts';

/**
 * The server's highlighted text (HTML-escaped, matches in `<em>`) as React text nodes: nothing of it
 * is ever parsed as HTML, so a title cannot inject markup.
 */
export function Highlight({ html }: { html: string }) {
  return (
    <>
      {highlightParts(html).map((p, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string in order
        p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}
