/**
 * When this tab last asked to log out. Apart from the realtime effects (`effects.ts`, which read it), so that the
 * session actions, which the sign-in pages load before hydration, do not bring those effects along: every page
 * loads them with the root's effects, once it is interactive.
 */
let ownLogoutAt = Number.NEGATIVE_INFINITY;

/**
 * Called by the logout action before it ends the session: the server then force-outs every tab of that
 * session ("您已退出登录"). The other tabs show it; this one shows its own logout message instead.
 */
export function expectOwnLogout(): void {
  ownLogoutAt = Date.now();
}

/** When this tab last called `expectOwnLogout` (never: minus infinity). */
export function ownLogoutTime(): number {
  return ownLogoutAt;
}

/** Tests only. */
export function resetOwnLogoutForTests(): void {
  ownLogoutAt = Number.NEGATIVE_INFINITY;
}
