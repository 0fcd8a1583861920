import { writeFileSync } from 'node:fs';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
// the ES module, as the hooks import antd (the package's index resolves to its CommonJS copy in Node: another
// ConfigProvider context, which the hooks would not see)
import ConfigProvider from 'antd/es/config-provider';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { ANTD_CSS_VAR_CLASS, ANTD_HASH } from './antd-constants.ts';
import * as browser from './antd-style-hooks.ts';
import * as server from './antd-style-hooks.server.ts';
import { ANTD_VARS_CSS } from './antd-vars.ts';

type Hook = (prefixCls: string, rootCls?: string) => readonly [string, string];

/** The command that writes components/antd-constants.ts and antd-vars.ts again from antd's hooks. */
const REGENERATE =
  'HZ_WRITE_ANTD_CONSTANTS=1 npx vitest run --project unit apps/web/src/components/antd-style-hooks.test.ts && npx biome check --write apps/web/src/components/antd-constants.ts apps/web/src/components/antd-vars.ts';
const CONSTANTS_FILE = new URL('./antd-constants.ts', import.meta.url);
const VARS_FILE = new URL('./antd-vars.ts', import.meta.url);

/** Each hook: the browser's, antd's (the server's), its arguments, whether the component has tokens. */
const hooks: [string, Hook, Hook, [string, string?], boolean][] = [
  ['button', browser.useButtonStyle, server.useButtonStyle, ['ant-btn'], true],
  ['input (shared)', browser.useInputSharedStyle, server.useInputSharedStyle, ['ant-input'], true],
  ['input', browser.useInputStyle, server.useInputStyle, ['ant-input', 'ant-input-css-var'], true],
  ['search', browser.useSearchStyle, server.useSearchStyle, ['ant-input-search'], true],
  // the compact group and the app's element have no design tokens of their own
  ['compact group', browser.useCompactStyle, server.useCompactStyle, ['ant-space-compact'], false],
  ['badge', browser.useBadgeStyle, server.useBadgeStyle, ['ant-badge'], true],
  ['avatar', browser.useAvatarStyle, server.useAvatarStyle, ['ant-avatar', 'ant-avatar-css-var'], true],
  ['spin', browser.useSpinStyle, server.useSpinStyle, ['ant-spin'], true],
  ['app', browser.useAppStyle, server.useAppStyle, ['ant-app'], false],
];

/**
 * Renders `hooks` under antd's ConfigProvider with `config`'s theme: the classes each names, and the design
 * tokens and the components' tokens they put in, as CSS variables (without cssinjs's bookkeeping rule).
 */
type Calls = [Hook, [string, string?]][];

/** Calls the style hooks and hands out the classes each names. */
function Probe({ calls, out }: { calls: Calls; out: (readonly string[])[] }) {
  for (const [hook, args] of calls) out.push(hook(...(args as [string, string])));
  return null;
}

function run(config: typeof theme, calls: Calls) {
  const cache = createCache();
  const classes: (readonly string[])[] = [];
  renderToString(
    createElement(
      StyleProvider,
      { cache },
      createElement(ConfigProvider, { theme: config }, createElement(Probe, { calls, out: classes })),
    ),
  );
  const css = extractStyle(cache, { types: ['token', 'cssVar'], plain: true }).replace(
    /\.data-ant-cssinjs-cache-path\{[^}]*\}/,
    '',
  );
  return { classes, css };
}

/** The generated files' text, from antd's own hooks under the app's theme. */
function generated() {
  const antd = run(
    theme,
    hooks.map(([, , hook, args]) => [hook, args]),
  );
  const [hashClass, cssVarClass] = antd.classes[0] as readonly string[];
  const hash = /^css-dev-only-do-not-override-(\w+)$/.exec(hashClass ?? '')?.[1];
  const header = `// Generated from antd's style hooks under app/theme.ts by antd-style-hooks.test.ts: do not edit.
// After a change of the theme or of antd, regenerate with \`${REGENERATE}\`
// (decision 070).
`;
  return {
    hash,
    constants: `${header}
/** antd's hash class of the app's theme, without its prefix (\`css-\`; \`css-dev-only-do-not-override-\` in development). */
export const ANTD_HASH = ${JSON.stringify(hash)};
/** The class that carries the theme's design tokens as CSS variables (app/theme.ts \`cssVar.key\`). */
export const ANTD_CSS_VAR_CLASS = ${JSON.stringify(cssVarClass)};
`,
    vars: `${header}
/**
 * The design tokens of the app's theme (\`.css-var-hz{--ant-…}\`) and the components' tokens of the shell's
 * stand-ins (\`.css-var-hz.ant-btn{--ant-btn-…}\`…) as CSS variables, as antd's ConfigProvider and style hooks
 * put them in: inlined in index.html (vite.config.ts, \`antdVarsStyle\`), so that the shell's stand-ins are
 * styled before any ConfigProvider is there (components/antd-style-hooks.ts).
 */
export const ANTD_VARS_CSS = ${JSON.stringify(antd.css)};
`,
    css: antd.css,
  };
}

describe("the shell's constant antd classes and CSS variables (decision 070)", () => {
  const expected = generated();
  // written with JSON's strings: biome formats them after (REGENERATE)
  if (process.env.HZ_WRITE_ANTD_CONSTANTS === '1') {
    writeFileSync(CONSTANTS_FILE, expected.constants);
    writeFileSync(VARS_FILE, expected.vars);
  }

  it.each(hooks)("the browser's %s hook names antd's classes", (_, browserHook, antdHook, args) => {
    const ours = browserHook(...(args as [string, string]));
    const antd = run(theme, [[antdHook, args]]).classes[0];
    expect(ours).toEqual(antd);
    // under the theme's token class (app/theme.ts), so the theme reached them
    expect(ours[1]).toBe('css-var-hz');
  });

  it.each(hooks)("the generated variables hold %s's", (_, __, antdHook, args, vars) => {
    const antd = run(theme, [[antdHook, args]]).css;
    // each of its rules (the component's tokens, the theme's) is in the generated style sheet
    for (const rule of antd.split('}').filter(Boolean)) expect(expected.css).toContain(`${rule}}`);
    if (vars) expect(antd).toMatch(new RegExp(`\\.css-var-hz\\.${args[1] ?? args[0]}\\{--ant-[\\w-]+:`));
  });

  it('the server (style runtime on) puts in the same variables as the browser (zero-runtime)', () => {
    const calls = hooks.map(([, , hook, args]): Calls[number] => [hook, args]);
    expect(run({ ...theme, zeroRuntime: false }, calls).css).toBe(expected.css);
  });

  it('components/antd-constants.ts and antd-vars.ts are up to date', () => {
    expect(expected.hash, 'antd named no hash class').toMatch(/^\w+$/);
    expect(expected.css).toMatch(/^\.css-var-hz\.ant-btn\{--ant-/);
    // the theme's brand colour among the design tokens
    expect(expected.css).toMatch(/\.css-var-hz\{[^}]*--ant-color-primary:#0f766e;/);
    const stale = `out of date: regenerate with \`${REGENERATE}\``;
    expect(ANTD_HASH, `components/antd-constants.ts is ${stale}`).toBe(expected.hash);
    expect(ANTD_CSS_VAR_CLASS, `components/antd-constants.ts is ${stale}`).toBe('css-var-hz');
    expect(ANTD_VARS_CSS, `components/antd-vars.ts is ${stale}`).toBe(expected.css);
  });
});
