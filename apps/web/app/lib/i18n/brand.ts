/**
 * The brand's Chinese name (`brand.name` in zh-CN.ts). English pages compare the configured site name with it
 * to choose the English brand name, and the browser holds only the page's language, so it is kept here as
 * well; i18n.test.ts checks that the two agree.
 */
export const BRAND_NAME_ZH = '澄镜视觉';
