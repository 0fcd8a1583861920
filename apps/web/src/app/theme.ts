import type { ThemeConfig } from 'antd';

/** Brand: a deep teal with a warm amber accent (the logo's colours). */
export const BRAND = '#0f766e';
export const ACCENT = '#f59e0b';

export const theme: ThemeConfig = {
  // antd's components take their styles from the pre-generated antd/dist/antd.css (imported first in
  // main.tsx) instead of generating them in the browser at start-up; the tokens below still reach them
  // as CSS variables, which ConfigProvider writes (decision 031)
  zeroRuntime: true,
  // the class that carries the tokens as CSS variables (`.css-var-hz`), named here rather than by React's
  // useId: the server's render (wrapped in a StyleProvider) and the browser's (beside MarkHydrated) do not
  // have the same tree above the ConfigProvider, so their ids differed (_R_0_, _R_2_). The browser then did
  // not find the server's token styles, put in ~17 KB of the same variables again while hydrating, and
  // re-rendered components changed class (decision 041, amendment "one name for the tokens")
  cssVar: { key: 'css-var-hz' },
  token: {
    // no enter/leave animations (decision 032): a popup or dialog keeps its final size and place from the
    // moment it can be pressed. With them, a press landing while the opening animation waited to start
    // (long on a slow phone) was released after its first frame had shrunk the popup, on whatever lay
    // under it, and the click was lost (the user menu's 退出登录, a select's option, a dialog's button)
    motion: false,
    colorPrimary: BRAND,
    // light tints of the brand, set explicitly: antd's derived ones come out greyish for a dark teal
    colorPrimaryBg: '#e6f4f1',
    colorPrimaryBgHover: '#cdeae4',
    colorLink: BRAND,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Helvetica Neue', Arial, sans-serif",
    colorBgLayout: '#f4f6f8',
    // text and state colours dark enough for WCAG AA (4.5:1) on white and on the page's grey, checked by
    // axe-core on every route (routes.spec.ts): antd's own are 3.4:1 (secondary text, 0.45), 1.7:1
    // (placeholders, 0.25), and 3.3:1 (error red); the tags' colours are darkened in global.css
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f4f6f8' },
    Menu: { itemSelectedBg: '#e6f4f1', itemSelectedColor: BRAND, itemActiveBg: '#e6f4f1' },
  },
};
