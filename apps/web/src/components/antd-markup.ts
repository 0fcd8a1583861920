/**
 * Small components that render the same elements and classes as an antd component, for the parts of the
 * shell and the home page that every page shows (the header's search, bell and avatar, the home page's
 * search and buttons, the loading spinner, the buttons of the shell's status panels): lite-button.tsx,
 * lite-search.tsx, lite-badge.tsx, lite-avatar.tsx, page-spinner.tsx. Each calls the style hooks that
 * antd's component calls (`antd/es/<component>/style`), so that they look exactly as antd's: in the
 * browser (zero-runtime mode, app/theme.ts) the hooks only put in the component's design tokens as CSS
 * variables and name the hash class, the rules come from antd.css; in the server's render they also
 * generate the rules the page inlines (decision 041). What stays out of the first load of every page is
 * antd's component code (its state, rc-component internals, the compact group and motion machinery):
 * decision 031, amendment "native stand-ins in the shell"; docs/performance.md, 2026-11-28 (evening).
 * Each one does only what the app asks of it: a screen that needs more of antd's behaviour (loading,
 * disabled states in a form, a dropdown button) uses antd's component.
 */

/** The prefix of antd's class names (the app never changes ConfigProvider's `prefixCls`). */
export const ANT = 'ant';
