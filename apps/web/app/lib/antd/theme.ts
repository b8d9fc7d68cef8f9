import type { ThemeConfig } from 'antd';

export const BRAND_BLUE = '#0b57d0';
export const BRAND_NAVY = '#0a1a33';

/** A restrained industrial look: one deep blue, neutral greys, small radii. */
export const theme: ThemeConfig = {
  // One antd version on the page: plain class names make the few overrides in app.css readable.
  hashed: false,
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    colorTextBase: '#1b2430',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f4f6f9', headerPadding: '0 24px', footerBg: BRAND_NAVY },
    Menu: { itemBg: 'transparent' },
  },
};
