import { describe, expect, it } from 'vitest';
import { escapeHtml, highlightParts, unescapeHtml } from './highlight.ts';

describe('highlightParts', () => {
  it('splits on <em> and decodes the escaped text without making markup', () => {
    expect(highlightParts('上海<em>汽车</em>展 &lt;script&gt; &amp;')).toEqual([
      { text: '上海', hit: false },
      { text: '汽车', hit: true },
      { text: '展 <script> &', hit: false },
    ]);
  });

  it('keeps an escaped <em> typed by a publisher as text', () => {
    expect(highlightParts('&lt;em&gt;<em>3D</em>展台')).toEqual([
      { text: '<em>', hit: false },
      { text: '3D', hit: true },
      { text: '展台', hit: false },
    ]);
  });
});

describe('unescapeHtml', () => {
  it('decodes only the five escapes of the server', () => {
    expect(unescapeHtml('&amp;lt; &#39; &#x27; &quot; &nbsp;')).toBe("&lt; ' ' \" &nbsp;");
  });
});

describe('escapeHtml', () => {
  it('round-trips plain text through highlightParts as one plain part', () => {
    const text = '<b>A&B</b> "展台" &amp;';
    expect(highlightParts(escapeHtml(text))).toEqual([{ text, hit: false }]);
  });
});
