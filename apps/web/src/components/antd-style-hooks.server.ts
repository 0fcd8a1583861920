/**
 * The server's render's style hooks of the stand-ins (components/antd-markup.ts) and of the app's
 * `div.ant-app` (app/lazy-app.tsx): antd's own, which generate the rules the page inlines (decision 041).
 * The server build resolves `antd-style-hooks.ts` to this file (vite.config.ts, `serverStyleHooks`); the
 * browser's return constants (decision 070).
 */
export { default as useAppStyle } from 'antd/es/app/style';
export { default as useAvatarStyle } from 'antd/es/avatar/style';
export { default as useBadgeStyle } from 'antd/es/badge/style';
export { default as useButtonStyle } from 'antd/es/button/style';
export { default as ButtonCompactStyle } from 'antd/es/button/style/compact';
export { default as useInputStyle, useSharedStyle as useInputSharedStyle } from 'antd/es/input/style';
export { default as useSearchStyle } from 'antd/es/input/style/search';
export { default as useCompactStyle } from 'antd/es/space/style/compact';
export { default as useSpinStyle } from 'antd/es/spin/style';
