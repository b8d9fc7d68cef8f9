import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public pages must be crawlable and work without JavaScript, so every document is server-rendered.
  ssr: true,
} satisfies Config;
