import { BellOutlined, MenuOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
// antd's ES modules, as the stand-ins import them (the package's index resolves to its CommonJS copy in
// Node: another ConfigProvider context, which the stand-ins would not see)
import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { LiteAvatar } from './lite-avatar.tsx';
import { LiteBadge } from './lite-badge.tsx';
import { LiteButton } from './lite-button.tsx';
import { LiteSearch } from './lite-search.tsx';
import { PageSpinner } from './page-spinner.tsx';

/** Markup as the browser's zero-runtime render makes it, attributes in a fixed order. */
function markup(node: ReactNode): string {
  const html = renderToStaticMarkup(h(ConfigProvider, { theme, button: { autoInsertSpace: false } }, node));
  return html.replace(/<([a-z]+)((?:\s[^\s=>]+(?:="[^"]*")?)*)(\s?\/?)>/g, (_, tag, attrs: string, end) => {
    const list = attrs.match(/[^\s=]+(?:="[^"]*")?/g) ?? [];
    return `<${tag}${list.length ? ` ${list.sort().join(' ')}` : ''}${end}>`;
  });
}

const noop = () => {};
const bell = () => h(BellOutlined, { className: 'header-icon__glyph', 'aria-hidden': true });

describe("the stand-ins render antd's markup (components/antd-markup.ts)", () => {
  it.each([0, 1, 9, 10, 99, 100, 120])('the badge with %i', (count) => {
    const props = { count, overflowCount: 99, size: 'small' as const, className: 'header-icon__badge' };
    expect(markup(h(LiteBadge, props, bell()))).toBe(markup(h(Badge, props, bell())));
  });

  it('the buttons: primary, default, text, large, small, ghost, with an icon, icon only', () => {
    const cases: Record<string, unknown>[] = [
      { type: 'primary', children: '重试' },
      { children: '返回首页' },
      { type: 'text', children: '取消' },
      {
        type: 'primary',
        size: 'large',
        className: 'home-hero__cta',
        children: ['发布设计需求', h('span', { key: 1 })],
      },
      { size: 'large', ghost: true, children: '发布搭建项目' },
      { size: 'small', children: '编辑' },
      { type: 'primary', icon: h(SearchOutlined), children: '搜索' },
      { type: 'text', icon: h(MenuOutlined, { 'aria-hidden': true }), 'aria-label': '打开导航菜单' },
    ];
    for (const props of cases) {
      expect(markup(h(LiteButton, props as never))).toBe(markup(h(Button, props as never)));
    }
  });

  it("the header's search (clear button, icon button, combobox) and the home page's (large, text button)", () => {
    const header = {
      placeholder: '搜索',
      'aria-label': '搜索',
      role: 'combobox',
      'aria-expanded': false,
      autoComplete: 'off',
      allowClear: true,
      enterButton: h(SearchOutlined, { 'aria-label': '搜索' }),
      maxLength: 50,
    };
    expect(markup(h(LiteSearch, { ...header, onSearch: noop }))).toBe(markup(h(Input.Search, header)));
    const withValue = { ...header, defaultValue: '会展' };
    expect(markup(h(LiteSearch, { ...withValue, onSearch: noop }))).toBe(markup(h(Input.Search, withValue)));
    const hero = {
      className: 'home-hero__search',
      size: 'large' as const,
      placeholder: '搜索',
      'aria-label': '全站搜索',
      enterButton: '搜索',
      maxLength: 50,
    };
    expect(markup(h(LiteSearch, { ...hero, onSearch: noop }))).toBe(markup(h(Input.Search, hero)));
  });

  it('the avatar, with its icon and with a picture', () => {
    const icon = h(UserOutlined, { 'aria-hidden': true });
    for (const props of [
      { size: 32, icon, alt: '', className: 'user-menu__avatar' },
      { size: 28, src: '/files/a/thumb', icon, alt: '', className: 'user-menu__avatar' },
    ]) {
      // without the preload React puts before a picture in a server render (not the avatar's markup)
      const bare = (html: string) => html.replace(/^<link[^>]*>/, '');
      expect(bare(markup(h(LiteAvatar, props)))).toBe(bare(markup(h(Avatar, props))));
    }
  });

  it("the page spinner before its delay (the server's render and the browser's first)", () => {
    const antd = markup(
      h(
        Spin,
        { delay: 200, description: '加载中…', size: 'large' },
        h('div', { className: 'page-spinner__box' }),
      ),
    );
    expect(markup(h(PageSpinner))).toBe(
      `<div aria-live="polite" class="page-spinner" role="status">${antd}</div>`,
    );
  });
});
