export const COURSE_PAGE_SIZE = 12;

/** Hosts whose embeddable players may run in an iframe; any other external video is a plain link. */
const EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.bilibili.com',
  'player.vimeo.com',
  'v.qq.com',
  'player.youku.com',
];

export function embeddableUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return null;
    if (!EMBED_HOSTS.includes(parsed.hostname)) return null;
    // Only the hosts' embed players, never an arbitrary page of theirs.
    if (parsed.hostname.includes('youtube') && !parsed.pathname.startsWith('/embed/')) return null;
    if (parsed.hostname === 'v.qq.com' && !parsed.pathname.startsWith('/txp/iframe/')) return null;
    return parsed.toString();
  } catch {
    return null;
  }
}

/** How often a playing lesson's position is saved (also on pause, end, lesson change and leaving). */
export const PROGRESS_SAVE_MS = 15_000;

/** Whether a saved position is worth resuming (not the very start, not the very end). */
export function resumePosition(position: number | undefined, duration: number, completed: boolean): number {
  if (!position || completed) return 0;
  if (position < 5) return 0;
  if (duration > 0 && position > duration - 5) return 0;
  return position;
}
