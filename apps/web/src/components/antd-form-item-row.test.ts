// the ES modules, as the form item imports them (the package's index resolves to its CommonJS copy in Node:
// another ConfigProvider context)
import ConfigProvider from 'antd/es/config-provider';
import AntdRow from 'antd/es/grid/row';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { Row } from './antd-form-item-row.tsx';

const inTheme = (node: ReactNode) => renderToString(createElement(ConfigProvider, { theme }, node));

describe("the Form.Item's row", () => {
  it("renders antd's Row's markup for what a Form.Item passes it", () => {
    const props = { className: 'ant-form-item-row', 'data-testid': 'field' };
    const child = createElement('label', { htmlFor: 'x' }, '名称');
    expect(inTheme(createElement(Row, props, child))).toBe(inTheme(createElement(AntdRow, props, child)));
  });

  it('refuses grid props rather than ignore them', () => {
    expect(() => inTheme(createElement(Row, { gutter: 8 }))).toThrow(/no grid props/);
  });
});
