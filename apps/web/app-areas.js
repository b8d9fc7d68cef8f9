// @ts-check
/**
 * Which parts of the web app are app-like (docs/decisions/0017-light-public-pages.md): the console, the activities,
 * the chat room, the editor, the operators' status page, and the member-only pieces of public pages (a feature's
 * `member/` folder). They may use antd, TanStack Query and zod; public pages load none of these, and reach
 * app-like code only through a lazy `import()`. Read by the import-boundary lint (tools/eslint/architecture.js)
 * and the browser build (vite-plugins/app-contracts.ts). Paths are relative to apps/web/app, with `/`.
 */
const APP_LIKE = [
  /^features\/(admin|chat|status)\//,
  // A domain's console screens, beside the domain (decision 0023), or beside one activity
  // (`features/activity/<activity>/admin/`); the console's routes load them.
  /^features\/[^/]+\/([^/]+\/)?admin\//,
  // The activities, except the two public pages of the main layout, the rich list (/money) and the shop (/shop),
  // and the money formatting the rich list shares with the activities.
  /^features\/activity\/(?!rank\/|shop\/|shared\/money\.ts$)/,
  /^features\/[^/]+\/member\//,
  /^features\/forum\/components\/editor\//,
  /^layouts\/(admin|activity|chat)-(layout|frame)\.tsx$/,
  /^routes\/(admin|activity)\//,
  /^routes\/(chat|test)\.tsx$/,
  /^routes\/forum\/edit-art\.tsx$/,
  /^lib\/(antd|query)\//,
  /^lib\/app-scope\.tsx$/,
];

/** Whether a file of apps/web/app (a path relative to it) is app-like. */
export function isAppLike(/** @type {string} */ relative) {
  return APP_LIKE.some((pattern) => pattern.test(relative));
}

/** Packages only app-like code may load: public pages import at most their types. */
export const APP_ONLY_PACKAGES = [
  /^antd(\/|$)/,
  /^antd-img-crop$/,
  /^@ant-design\/(?!icons-svg\/)/,
  /^@tanstack\//,
  /^zod(\/|$)/,
  /^echarts(\/|$)/,
  /^@uiw\//,
  /^lucky-canvas(\/|$)/,
  /^socket\.io-client$/,
];
