import { describe, expect, it } from 'vitest';
import { classesOf, pruneCss, pruneStyles } from './prune-styles.ts';

const page = '<div class="css-var-hz ant-btn ant-btn-primary"><span class="ant-tag">x</span></div>';
const classes = classesOf(page);

describe('the inline rules cut to the page (prune-styles.ts)', () => {
  it('reads every class of the markup', () => {
    expect([...classes].sort()).toEqual(['ant-btn', 'ant-btn-primary', 'ant-tag', 'css-var-hz']);
  });

  it('keeps a rule whose classes the page has, drops one naming a class it has not', () => {
    const css = '.css-var-hz.ant-btn{color:red}.css-var-hz.ant-btn-dangerous{color:blue}';
    expect(pruneCss(css, classes)).toBe('.css-var-hz.ant-btn{color:red}');
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(pruneCss('.ant-btn-loading,.ant-btn:hover,.ant-tag>span{a:b}', classes)).toBe(
      '.ant-btn:hover,.ant-tag>span{a:b}',
    );
  });

  it('does not require what a negation, a :has() or a list of alternatives names', () => {
    const css =
      '.ant-btn:not(.ant-btn-disabled):hover{a:b}' +
      '.ant-tag:has(.ant-tag-close-icon){c:d}' +
      ':where(.ant-btn-lg,.ant-btn-sm).ant-btn{e:f}' +
      ':where(.css-var-hz).ant-btn{g:h}' +
      ':where(.css-var-other).ant-btn{i:j}';
    expect(pruneCss(css, classes)).toBe(
      '.ant-btn:not(.ant-btn-disabled):hover{a:b}' +
        '.ant-tag:has(.ant-tag-close-icon){c:d}' +
        ':where(.ant-btn-lg,.ant-btn-sm).ant-btn{e:f}' +
        ':where(.css-var-hz).ant-btn{g:h}',
    );
  });

  it('keeps rules without classes, escaped ones and statement or keyframe at-rules', () => {
    const css =
      '@charset "utf-8";[class^="ant-"]{a:b}.ant-col-xs-1\\/2{c:d}' +
      '@keyframes antZoom{0%{opacity:0}100%{opacity:1}}';
    expect(pruneCss(css, classes)).toBe(css);
  });

  it('cuts inside a media block and drops the block once empty', () => {
    const css =
      '@media (max-width:575px){.ant-btn{a:b}.ant-btn-lg{c:d}}@media (min-width:576px){.ant-col-sm-8{e:f}}';
    expect(pruneCss(css, classes)).toBe('@media (max-width:575px){.ant-btn{a:b}}');
  });

  it('does not read braces inside a quoted value as blocks', () => {
    const css = '.ant-tag::after{content:"}{"}.ant-select{a:b}';
    expect(pruneCss(css, classes)).toBe('.ant-tag::after{content:"}{"}');
  });

  it('cuts each style element and leaves out one with nothing left', () => {
    const styles =
      '<style data-css-hash="a">.ant-btn{a:b}.ant-select{c:d}</style>' +
      '<style data-css-hash="b">.ant-select-dropdown{e:f}</style>';
    expect(pruneStyles(styles, page)).toBe('<style data-css-hash="a">.ant-btn{a:b}</style>');
  });
});
