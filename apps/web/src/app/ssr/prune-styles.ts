/*
 * The page's inline antd rules cut to those that can match its markup (decision 041, amendment
 * "inline rules for the page's classes").
 *
 * Why: the server's render inlines every rule of every antd component the page shows (entry-server.tsx,
 * `withStyles`): a Button brings its primary, dashed, danger, loading, icon-only and size variants, a
 * Select its open, multiple and disabled ones. A hall's page carried ~180 KB of rules and an exhibition's
 * ~300 KB, of which 60–75% name a class nothing on the page has. A phone parses all of them and keeps them
 * for every style recalculation of the start: the document's own style and layout tasks after the first
 * paint were the longest left on these pages (80–200 ms at Lighthouse's 4× CPU, docs/performance.md).
 *
 * What is cut: a selector that needs a class (outside `:not()`, `:has()` and comma lists inside `:is()` or
 * `:where()`) which no element of the page's markup has. A rule loses the selectors that are cut and goes
 * when it has none left; an `@media`, `@supports` or `@layer` block goes when nothing is left in it. Other
 * at-rules (`@keyframes`, `@font-face`) stay whole. Nothing else changes, so the first paint is the same:
 * a rule that matched an element of the page still does. What appears later (a dialog, a menu, a state
 * the page takes after hydrating) is styled by antd.css, which main.tsx puts in after the page's load and
 * at once on the first tap or key.
 */

/** Each class named in an HTML text's `class` attributes. */
export function classesOf(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (m[1] ?? '').split(/\s+/)) if (name) found.add(name);
  }
  return found;
}

/** A selector's arguments that do not have to match for it to (negations, alternatives). */
const OPTIONAL_PARTS = /:(?:not|has|is|where)\((?:[^()]|\([^()]*\))*\)/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
/** The escapes a class may be written with in a selector (`.ant-col-xs-1\/2`): kept, not judged. */
const ESCAPED = /\\/;

function selectorCanMatch(selector: string, classes: ReadonlySet<string>): boolean {
  if (ESCAPED.test(selector)) return true;
  const required = selector.replace(OPTIONAL_PARTS, (part) =>
    // `:is(.a)` / `:where(.a)` with one alternative requires it; with several, none of them alone
    /^:(?:is|where)\(/.test(part) && !part.includes(',') ? part : '',
  );
  for (const m of required.matchAll(CLASS)) if (!classes.has(m[1] ?? '')) return false;
  return true;
}

/** Splits a selector list at its top-level commas (not those inside parentheses or brackets). */
function selectorList(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** The end of the block opened at `open` (the index of its `{`): the index after its `}`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

const GROUPING = /^@(?:media|supports|layer|container)\b/;

/** A style sheet's text with the rules that cannot match any of `classes` left out. */
export function pruneCss(css: string, classes: ReadonlySet<string>): string {
  let out = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    // a statement at-rule (`@import …;`, `@charset …;`): kept as it is
    if (semicolon >= 0 && (open < 0 || semicolon < open)) {
      out += css.slice(at, semicolon + 1);
      at = semicolon + 1;
      continue;
    }
    if (open < 0) {
      out += css.slice(at);
      break;
    }
    const end = blockEnd(css, open);
    const prelude = css.slice(at, open).trim();
    const body = css.slice(open + 1, end - 1);
    if (GROUPING.test(prelude)) {
      const inner = pruneCss(body, classes);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      const kept = selectorList(prelude).filter((s) => selectorCanMatch(s, classes));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
    at = end;
  }
  return out;
}

const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * The `<style>` elements of `styles` (antd's extracted component rules) with their rules cut to what can
 * match `html`; an element left empty goes.
 */
export function pruneStyles(styles: string, html: string): string {
  const classes = classesOf(html);
  return styles.replace(STYLE, (_, open: string, css: string, close: string) => {
    const kept = pruneCss(css, classes);
    return kept.trim() ? `${open}${kept}${close}` : '';
  });
}
