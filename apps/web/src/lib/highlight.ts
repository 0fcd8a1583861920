const entities: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&amp;': '&',
};

/** Decodes the five entities the server's escaping produces (and nothing else). */
export const unescapeHtml = (s: string) => s.replace(/&(lt|gt|quot|amp|#39|#x27);/g, (m) => entities[m] ?? m);

/**
 * Splits the server's highlighted text (HTML-escaped, matches in `<em>`; see the contract's
 * `common/search-tokens.ts`) into text parts; `hit` marks a match.
 */
export function highlightParts(html: string): { text: string; hit: boolean }[] {
  const out: { text: string; hit: boolean }[] = [];
  let hit = false;
  for (const piece of html.split(/(<em>|<\/em>)/)) {
    if (piece === '<em>') hit = true;
    else if (piece === '</em>') hit = false;
    else if (piece) out.push({ text: unescapeHtml(piece), hit });
  }
  return out;
}

/** Plain text in the server's highlighted form (escaped, no matches), for text that comes unescaped. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
