import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
// the ES module, as the hooks import antd (the package's index resolves to its CommonJS copy in Node: another
// ConfigProvider context, which the hooks would not see)
import ConfigProvider from 'antd/es/config-provider';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import * as browser from './antd-style-hooks.ts';
import * as server from './antd-style-hooks.server.ts';

type Hook = (prefixCls: string, rootCls?: string) => readonly [string, string];

/** The classes a style hook names and the CSS variables it puts in, in the browser's zero-runtime mode. */
function run(hook: Hook, args: [string, string?]) {
  const cache = createCache();
  let classes: readonly string[] = [];
  function Probe() {
    classes = hook(...(args as [string, string]));
    return null;
  }
  renderToString(
    createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme }, createElement(Probe))),
  );
  return { classes, variables: extractStyle(cache, { types: ['cssVar'], plain: true }) };
}

const hooks: [keyof typeof browser & keyof typeof server, [string, string?], boolean][] = [
  ['useButtonStyle', ['ant-btn'], true],
  ['useInputSharedStyle', ['ant-input'], true],
  ['useInputStyle', ['ant-input', 'ant-input-css-var'], true],
  ['useSearchStyle', ['ant-input-search'], true],
  // the compact group has no design tokens of its own
  ['useCompactStyle', ['ant-space-compact'], false],
  ['useBadgeStyle', ['ant-badge'], true],
  ['useAvatarStyle', ['ant-avatar', 'ant-avatar-css-var'], true],
  ['useSpinStyle', ['ant-spin'], true],
];

describe("the stand-ins' browser style hooks", () => {
  it.each(hooks)(
    "%s names the same classes and puts in the same CSS variables as antd's",
    (name, args, vars) => {
      const ours = run(browser[name] as Hook, args);
      const antd = run(server[name] as Hook, args);
      expect(ours.classes).toEqual(antd.classes);
      // under the theme's token class (app/theme.ts), so the theme reached them
      expect(antd.classes[1]).toBe('css-var-hz');
      expect(ours.variables).toBe(antd.variables);
      if (vars) expect(antd.variables).toMatch(/--ant-[\w-]+:/);
    },
  );
});
