import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public pages must be crawlable and work without JavaScript, so every document is server-rendered.
  ssr: true,
  // Loaders and actions get the request as the server received it: React Router otherwise copies it twice for each
  // loader (six copies of a request for a forum page), only to take its own query parameters out of the address.
  // A loader reads the page's address from its `url` argument, which React Router normalises (a client
  // navigation's request ends in `.data`).
  future: { v8_passThroughRequests: true },
} satisfies Config;
