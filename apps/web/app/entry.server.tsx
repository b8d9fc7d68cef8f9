import { AsyncLocalStorage } from 'node:async_hooks';
import { StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { areaOfKey, type Area } from './lib/i18n/areas';
import { listenToKeys } from './lib/i18n';
import { AREAS_META, type AreasHandle } from './lib/i18n/page-areas';
import { createRequestStyleCache, extractStyles } from './lib/style-cache.server';
import { KeptFragmentsContext } from './lib/kept-fragments';
import { createRequestFragments, type RequestFragments } from './lib/kept-fragments.server';
import type { AntdPart, MemberStylesHandle } from './lib/antd/member-styles';
import { addMemberStyles } from './lib/antd/member-styles.server';
import { inlineStylesheets, linkStylesheets } from './inline-stylesheets.server';
import { classesIn } from './stylesheet-subset.server';
import { startScriptsAfterPaint } from './scripts-after-paint.server';

export const streamTimeout = 10_000;

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * This render's nonce, from the server (apps/server/src/plugins/web.ts): React and React Router put it on
     * every inline script they write, and the server allows exactly those by their hashes (decision 0020).
     */
    cspNonce?: string;
    /**
     * Takes the rendered document's bytes from the server (apps/server/src/plugins/web.ts), which sends them as
     * they are: the Response handed back then carries no body, so the page is never decoded to a string, made
     * into a Response's stream and read back into bytes on its way out. Without it (`react-router dev`) the
     * document is the Response's body.
     */
    takeDocument?: (response: Response, body: Buffer) => void;
  }
}

/**
 * The string areas each render uses (every key passes through `translate`), so the page can tell the browser
 * which dictionaries to load before it hydrates: exactly the strings on the page, and no others.
 */
const usedAreas = new AsyncLocalStorage<{ areas: Set<Area>; fragments: RequestFragments }>();
listenToKeys((key) => {
  const render = usedAreas.getStore();
  if (!render) return;
  const area = areaOfKey(key);
  render.areas.add(area);
  // A part being drawn to be kept (decision 0052) remembers its strings' areas, for the pages that reuse it.
  render.fragments.recording()?.add(area);
});

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
  const fragments = createRequestFragments();
  let status = responseStatusCode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Filled in once the render exists; the timer may fire before or after that.
    const rendering: { abort?: () => void } = {};
    const timer = setTimeout(() => rendering.abort?.(), streamTimeout + 1000);
    const finish = (chunks: Uint8Array[]) => {
      clearTimeout(timer);
      const document = Buffer.concat(chunks);
      fragments.keep(document);
      for (const area of fragments.areasUsed) areas.add(area as Area);
      // A page showing strings of an area its routes do not declare would show keys after a client navigation
      // to it (the area is loaded too late); the link crawl of the browser journeys fails on this header.
      const declared = new Set<Area>(['base']);
      const memberParts = new Set<AntdPart>();
      for (const match of routerContext.staticHandlerContext.matches) {
        const handle = routerContext.routeModules[match.route.id]?.handle as
          (AreasHandle & MemberStylesHandle) | undefined;
        for (const area of handle?.i18n ?? []) declared.add(area);
        for (const part of handle?.memberAntd ?? []) memberParts.add(part);
      }
      // A signed-in member's page carries the styles of the parts its member code will draw (decision 0048).
      const signedIn = isSignedInRender(routerContext);
      if (signedIn) addMemberStyles(cache, memberParts);
      const undeclared = [...areas].filter((area) => !declared.has(area));
      if (undeclared.length > 0) responseHeaders.set('x-i18n-undeclared', undeclared.join(' '));
      const head = [
        Buffer.from(`<meta name="${AREAS_META}" content="${[...areas].join(' ')}"/>`),
        extractStyles(cache),
      ];
      const body = withHead(document, head, signedIn);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      if (loadContext?.takeDocument) {
        const response = new Response(null, { status, headers: responseHeaders });
        loadContext.takeDocument(response, body);
        resolve(response);
      } else {
        resolve(new Response(new Uint8Array(body), { status, headers: responseHeaders }));
      }
    };

    const { pipe, abort } = usedAreas.run({ areas, fragments }, () =>
      renderToPipeableStream(
        <StyleProvider cache={cache}>
          <KeptFragmentsContext.Provider value={fragments}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </KeptFragmentsContext.Provider>
        </StyleProvider>,
        {
          // The whole document is sent at once (onAllReady), so nothing gains from React splitting a large Suspense
          // boundary out to stream it later; split, its content would arrive twice (fallback and hidden copy) and
          // show only once a script swaps them, which a reader without JavaScript never runs.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          nonce,
          onAllReady() {
            shellRendered = true;
            pipe(collectAll(finish));
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

/** Whether the root loader saw a member's token (the render is the signed-in view of the page). */
function isSignedInRender(routerContext: EntryContext): boolean {
  const root = routerContext.staticHandlerContext.loaderData.root as { signedIn?: boolean } | undefined;
  return root?.signedIn === true;
}

const HEAD_END = Buffer.from('</head>');

/**
 * The document with `head` put just before its `</head>` (at its start when it has none), as bytes; `signedIn`: the
 * signed-in view, which links its stylesheets rather than carrying their rules.
 */
function withHead(html: Buffer, head: Buffer[], signedIn: boolean): Buffer {
  const at = html.indexOf(HEAD_END);
  if (at === -1) return Buffer.concat([...head, html]);
  // The scripts start once the page has been painted (decision 0045): their preload links leave the head, which
  // is read as text before its stylesheets' rules are put in.
  const deferred = startScriptsAfterPaint(html.subarray(0, at).toString('utf8'), html.subarray(at));
  // And the stylesheets' rules inline (decision 0041): the first paint waits for the HTML alone. Not for a member,
  // whose browser has the built stylesheets cached (decision 0054).
  // Of those rules, the ones the page can use (decision 0055).
  const styled = signedIn ? [linkStylesheets(deferred.head)] : inlineStylesheets(deferred.head, classesIn(html));
  return Buffer.concat([...styled, ...head, deferred.body]);
}

/**
 * What React writes the finished document into: every chunk kept as it comes, all of them handed over at the end.
 * The whole document is ready when it is piped (onAllReady), so React writes it in one go and ends; a Node
 * Writable's buffering, callbacks and events would only add per-chunk work. React asks of its destination
 * `write` (whose `true` means "go on"), `end`, and `on` for drain, error and close, which never come here.
 */
function collectAll(done: (chunks: Uint8Array[]) => void): NodeJS.WritableStream {
  const chunks: Uint8Array[] = [];
  const sink = {
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return true;
    },
    end() {
      done(chunks);
      return sink;
    },
    on() {
      return sink;
    },
  };
  return sink as unknown as NodeJS.WritableStream;
}
