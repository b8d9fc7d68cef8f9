import { NOTIFICATION_DURATION_MS, NOTIFICATION_PLACEMENT } from '../constants';

/**
 * Top-right by default, 4500 ms, paused on hover, stacked one under another. antd spaces stacked notices by its
 * `margin` token (16 px, NOTIFICATION_SPACING_PX), which the theme leaves alone, and `stack: false` keeps them
 * listed instead of collapsed into a pile.
 */
export const notificationConfig = {
  placement: NOTIFICATION_PLACEMENT,
  duration: NOTIFICATION_DURATION_MS / 1000,
  pauseOnHover: true,
  stack: false,
} as const;

/** At most three short messages at a time. */
export const messageConfig = { maxCount: 3 } as const;
