import { describe, expect, it } from 'vitest';
import { highlightParts, htmlToText, textToHtml } from './listing-format.ts';

describe('highlightParts', () => {
  it('splits on <em> and decodes the escaped text without making markup', () => {
    expect(highlightParts('上海<em>汽车</em>展 &lt;script&gt; &amp;')).toEqual([
      { text: '上海', hit: false },
      { text: '汽车', hit: true },
      { text: '展 <script> &', hit: false },
    ]);
  });
});

describe('description text', () => {
  it('goes to paragraphs and back', () => {
    const html = textToHtml('第一段 <b>\n第二行\n\n第二段');
    expect(html).toBe('<p>第一段 &lt;b&gt;<br>第二行</p><p>第二段</p>');
    expect(htmlToText(html)).toBe('第一段 <b>\n第二行\n\n第二段');
  });
});
