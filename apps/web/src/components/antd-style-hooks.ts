import type { AliasToken } from 'antd/es/theme/internal';
import { prepareComponentToken as buttonToken } from 'antd/es/button/style/token';
import { initComponentToken as inputToken } from 'antd/es/input/style/token';
import { genStyleHooks } from 'antd/es/theme/util/genStyleUtils';

/**
 * The browser's style hooks of the stand-ins (components/antd-markup.ts). antd takes its rules from
 * antd.css here (zero-runtime mode, app/theme.ts), and a component's style hook does two things only: it
 * names the hash class and puts in the component's design tokens as CSS variables
 * (`.css-var-hz.ant-btn{--ant-btn-…}`; without them a page that is not server-rendered showed the search
 * button collapsed). These do exactly that: made by antd's own factory with the same component name,
 * token function and options as antd's hook, but without antd's rule functions, which zero-runtime never
 * calls (~11 KiB gzipped of the first load). The server's render uses antd's own hooks, which also
 * generate the rules it inlines (antd-style-hooks.server.ts, swapped in by vite.config.ts).
 * antd-style-hooks.test.ts checks that each puts in the same variables as antd's.
 */
const noRules = () => [];

// the component tokens of the badge, the avatar and the spinner: antd's prepareComponentToken, copied (in
// antd they live beside the rule functions, which would come with them)
const badgeToken = (t: AliasToken) => ({
  indicatorZIndex: 'auto',
  indicatorHeight: Math.round(t.fontSize * t.lineHeight) - 2 * t.lineWidth,
  indicatorHeightSM: t.fontSize,
  dotSize: t.fontSizeSM / 2,
  textFontSize: t.fontSizeSM,
  textFontSizeSM: t.fontSizeSM,
  textFontWeight: 'normal',
  statusSize: t.fontSizeSM / 2,
  paddingInline: t.paddingXS,
});
const avatarToken = (t: AliasToken) => ({
  containerSize: t.controlHeight,
  containerSizeLG: t.controlHeightLG,
  containerSizeSM: t.controlHeightSM,
  textFontSize: t.fontSize,
  textFontSizeLG: t.fontSize,
  textFontSizeSM: t.fontSize,
  iconFontSize: Math.round((t.fontSizeLG + t.fontSizeXL) / 2),
  iconFontSizeLG: t.fontSizeHeading3,
  iconFontSizeSM: t.fontSize,
  groupSpace: t.marginXXS,
  groupOverlapping: -t.marginXS,
  groupBorderColor: t.colorBorderBg,
});
const spinToken = (t: AliasToken) => ({
  contentHeight: 400,
  dotSize: t.controlHeightLG / 2,
  dotSizeSM: t.controlHeightLG * 0.35,
  dotSizeLG: t.controlHeight,
});

export const useButtonStyle = genStyleHooks('Button', noRules, buttonToken, {
  unitless: {
    fontWeight: true,
    contentLineHeight: true,
    contentLineHeightSM: true,
    contentLineHeightLG: true,
  },
});
export const useInputSharedStyle = genStyleHooks(['Input', 'Shared'], noRules, inputToken, {
  resetFont: false,
});
export const useInputStyle = genStyleHooks(['Input', 'Component'], noRules, inputToken, { resetFont: false });
export const useSearchStyle = genStyleHooks(['Input', 'Search'], noRules, inputToken);
export const useCompactStyle = genStyleHooks(['Space', 'Compact'], noRules, () => ({}), {
  resetStyle: false,
});
export const useBadgeStyle = genStyleHooks('Badge', noRules, badgeToken);
export const useAvatarStyle = genStyleHooks('Avatar', noRules, avatarToken);
export const useSpinStyle = genStyleHooks('Spin', noRules, spinToken);
/** A button's rules in a compact group: rules only, nothing to do in the browser. */
export function ButtonCompactStyle(_: { prefixCls: string }) {
  return null;
}
