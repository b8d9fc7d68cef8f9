import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { areaOfKey, type Area } from './lib/i18n/areas';
import { listenToKeys } from './lib/i18n';
import { AREAS_META, type AreasHandle } from './lib/i18n/page-areas';
import { createRequestStyleCache } from './lib/style-cache.server';

export const streamTimeout = 10_000;

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * This render's nonce, from the server (apps/server/src/plugins/web.ts): React and React Router put it on
     * every inline script they write, and the server allows exactly those by their hashes (decision 0020).
     */
    cspNonce?: string;
  }
}

/**
 * The string areas each render uses (every key passes through `translate`), so the page can tell the browser
 * which dictionaries to load before it hydrates: exactly the strings on the page, and no others.
 */
const usedAreas = new AsyncLocalStorage<Set<Area>>();
listenToKeys((key) => usedAreas.getStore()?.add(areaOfKey(key)));

/**
 * Every document is rendered completely before it is sent (onAllReady), because antd's CSS-in-JS styles
 * are only known once the whole tree has rendered: they are then extracted and put into <head>, so the
 * first paint is styled and pages work with JavaScript disabled. The styles themselves are computed once per
 * process (lib/style-cache.server.ts); each request only collects the ones its page uses.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const cache = createRequestStyleCache();
  const areas = new Set<Area>(['base']);
  let status = responseStatusCode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Filled in once the render exists; the timer may fire before or after that.
    const rendering: { abort?: () => void } = {};
    const timer = setTimeout(() => rendering.abort?.(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      // A page showing strings of an area its routes do not declare would show keys after a client navigation
      // to it (the area is loaded too late); the link crawl of the browser journeys fails on this header.
      const declared = new Set<Area>(['base']);
      for (const match of routerContext.staticHandlerContext.matches) {
        const handle = routerContext.routeModules[match.route.id]?.handle as AreasHandle | undefined;
        for (const area of handle?.i18n ?? []) declared.add(area);
      }
      const undeclared = [...areas].filter((area) => !declared.has(area));
      if (undeclared.length > 0) responseHeaders.set('x-i18n-undeclared', undeclared.join(' '));
      const html = Buffer.concat(chunks).toString('utf8');
      const head = `<meta name="${AREAS_META}" content="${[...areas].join(' ')}"/>` + extractStyle(cache);
      const at = html.indexOf('</head>');
      const body = at === -1 ? head + html : html.slice(0, at) + head + html.slice(at);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(body, { status, headers: responseHeaders }));
    });

    const { pipe, abort } = usedAreas.run(areas, () =>
      renderToPipeableStream(
        <StyleProvider cache={cache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleProvider>,
        {
          // The whole document is sent at once (onAllReady), so nothing gains from React splitting a large Suspense
          // boundary out to stream it later; split, its content would arrive twice (fallback and hidden copy) and
          // show only once a script swaps them, which a reader without JavaScript never runs.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          nonce,
          onAllReady() {
            shellRendered = true;
            pipe(sink);
          },
          onShellError(error: unknown) {
            clearTimeout(timer);
            reject(error);
          },
          onError(error: unknown) {
            status = 500;
            // Shell errors reach handleDocumentRequest, which logs them; only log the ones after it.
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
    rendering.abort = abort;
  });
}
