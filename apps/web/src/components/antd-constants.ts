// Generated from antd's style hooks under app/theme.ts by antd-style-hooks.test.ts: do not edit.
// After a change of the theme or of antd, regenerate with `HZ_WRITE_ANTD_CONSTANTS=1 npx vitest run --project unit apps/web/src/components/antd-style-hooks.test.ts && npx biome check --write apps/web/src/components/antd-constants.ts apps/web/src/components/antd-vars.ts`
// (decision 070).

/** antd's hash class of the app's theme, without its prefix (`css-`; `css-dev-only-do-not-override-` in development). */
export const ANTD_HASH = '1y106cm';
/** The class that carries the theme's design tokens as CSS variables (app/theme.ts `cssVar.key`). */
export const ANTD_CSS_VAR_CLASS = 'css-var-hz';
