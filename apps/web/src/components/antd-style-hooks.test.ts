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

/** Calls a style hook and hands its classes out. */
function Probe({
  hook,
  args,
  out,
}: {
  hook: Hook;
  args: [string, string?];
  out: (c: readonly string[]) => void;
}) {
  out(hook(...(args as [string, string])));
  return null;
}

/** The classes a style hook names and the CSS variables it puts in, in the browser's zero-runtime mode. */
function run(hook: Hook, args: [string, string?]) {
  const cache = createCache();
  let classes: readonly string[] = [];
  const out = (c: readonly string[]) => {
    classes = c;
  };
  renderToString(
    createElement(
      StyleProvider,
      { cache },
      createElement(ConfigProvider, { theme }, createElement(Probe, { hook, args, out })),
    ),
  );
  return { classes, variables: extractStyle(cache, { types: ['cssVar'], plain: true }) };
}

/** Each hook: the browser's, antd's (the server's), its arguments, whether the component has tokens. */
const hooks: [string, Hook, Hook, [string, string?], boolean][] = [
  ['button', browser.useButtonStyle, server.useButtonStyle, ['ant-btn'], true],
  ['input (shared)', browser.useInputSharedStyle, server.useInputSharedStyle, ['ant-input'], true],
  ['input', browser.useInputStyle, server.useInputStyle, ['ant-input', 'ant-input-css-var'], true],
  ['search', browser.useSearchStyle, server.useSearchStyle, ['ant-input-search'], true],
  // the compact group has no design tokens of its own
  ['compact group', browser.useCompactStyle, server.useCompactStyle, ['ant-space-compact'], false],
  ['badge', browser.useBadgeStyle, server.useBadgeStyle, ['ant-badge'], true],
  ['avatar', browser.useAvatarStyle, server.useAvatarStyle, ['ant-avatar', 'ant-avatar-css-var'], true],
  ['spin', browser.useSpinStyle, server.useSpinStyle, ['ant-spin'], true],
];

describe("the stand-ins' browser style hooks", () => {
  it.each(hooks)(
    "%s names the same classes and puts in the same CSS variables as antd's",
    (_, browserHook, antdHook, args, vars) => {
      const ours = run(browserHook, args);
      const antd = run(antdHook, args);
      expect(ours.classes).toEqual(antd.classes);
      // under the theme's token class (app/theme.ts), so the theme reached them
      expect(antd.classes[1]).toBe('css-var-hz');
      expect(ours.variables).toBe(antd.variables);
      if (vars) expect(antd.variables).toMatch(/--ant-[\w-]+:/);
    },
  );
});
