import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './description-text.ts';

describe('description text', () => {
  it('goes to paragraphs and back', () => {
    const html = textToHtml('第一段 <b>\n第二行\n\n第二段');
    expect(html).toBe('<p>第一段 &lt;b&gt;<br>第二行</p><p>第二段</p>');
    expect(htmlToText(html)).toBe('第一段 <b>\n第二行\n\n第二段');
  });
});
