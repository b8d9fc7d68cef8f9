/**
 * The part of jsdom's API the web tests use outside the jsdom environment (jsdom ships no types of its own): a
 * window whose WebSocket connects as a page of `url` would (`lib/realtime/test-hub-server.ts`).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: { WebSocket: typeof WebSocket };
  }
}
