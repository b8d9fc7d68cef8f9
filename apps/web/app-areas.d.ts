/** Types of app-areas.js (plain JavaScript, so the lint rule can read it too). */
export function isAppLike(relative: string): boolean;
export const APP_ONLY_PACKAGES: RegExp[];
