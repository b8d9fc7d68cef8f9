import { SessionGuard } from './features/account/components/session-guard';
import { NoticeRealtime } from './features/notice/components/notice-realtime';
import { RealtimeShell } from './lib/realtime/realtime-shell';

/**
 * What the shell does once the page is interactive: the navigation guard (the session lives in the browser),
 * the realtime hubs with their reconnecting state, and the announcements and live notices they bring. Loaded
 * by the root after hydration, so none of it weighs on a page's first load
 * (docs/decisions/0017-light-public-pages.md).
 */
export default function RootEffects() {
  return (
    <>
      <SessionGuard />
      <RealtimeShell />
      <NoticeRealtime />
    </>
  );
}
