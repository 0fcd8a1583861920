import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and drops scripts, handlers, styles and images', () => {
    expect(
      sanitizeRichText(
        '<h3 style="color:red">展会简介</h3><p onclick="x()">第一段<br><em>重点</em></p><script>alert(1)</script><img src=x onerror=alert(2)><iframe src="//evil"></iframe><ul><li>一</li></ul>',
      ),
    ).toBe('<h3>展会简介</h3><p>第一段<br /><em>重点</em></p><ul><li>一</li></ul>');
  });

  it('keeps http(s) and mailto links, opened safely; drops javascript: and protocol-relative ones', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&c=2" onmouseover="x">官网</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">官网</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">点我</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">点我</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).not.toContain('evil');
  });

  it('drops control characters and bidi controls, raw or as entities, and keeps line breaks', () => {
    expect(sanitizeRichText('<p>gnp\u202Eexe\u0007\u2066.</p>\n<p>二&#x202E;&#8238;</p>')).toBe(
      '<p>gnpexe.</p>\n<p>二</p>',
    );
    expect(sanitizeRichText('<a href="https://a.example/\u202Ex">链接</a>')).not.toContain('\u202E');
  });

  it('without links keeps their text only (people texts, issue 12)', () => {
    expect(
      sanitizeRichText('<p>见 <a href="https://lin.example/contact">我的网站</a><strong>作品</strong></p>', {
        links: false,
      }),
    ).toBe('<p>见 我的网站<strong>作品</strong></p>');
  });

  it('escapes stray angle brackets in text', () => {
    expect(sanitizeRichText('面积 < 500㎡ & 展位 > 20 个')).toBe('面积 &lt; 500㎡ &amp; 展位 &gt; 20 个');
  });
});

describe('plainText', () => {
  it('turns tags into spaces and decodes the entities the sanitiser writes', () => {
    expect(plainText('<p>上海&amp;杭州</p><p>&lt;3D展台&gt;</p>')).toBe('上海&杭州 <3D展台>');
  });
});
