import { TENANT_HEADER } from '@clearsight/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeedRequest, FeedService } from './feed.service.js';

const ATOM = 'application/atom+xml; charset=utf-8';
const ID = '^[A-Za-z0-9_-]{1,64}$';

function feedRequest(request: FastifyRequest<{ Querystring: { lang?: string } }>): FeedRequest {
  const header = request.headers[TENANT_HEADER.toLowerCase()];
  return {
    tenantHeader: Array.isArray(header) ? header[0] : header,
    origin: `${request.protocol}://${request.host}`,
    // Any other value is the default language, as on the pages.
    lang: request.query.lang === 'en' ? 'en' : 'zh-CN',
  };
}

/**
 * `GET /feeds/news`, `/feeds/board/:plateId` and `/feeds/topic/:id` (Atom) at the site root. A feed is the same
 * for every reader, so it goes through the page cache like the sitemap (`pageCache: 'crawler'`), refreshed
 * when content changes.
 */
export function registerFeedRoutes(server: FastifyInstance, deps: { feeds: FeedService }): void {
  const { feeds } = deps;
  const config = { pageCache: 'crawler' as const };
  const send = (reply: FastifyReply, xml: string | null) =>
    xml === null ? reply.callNotFound() : reply.type(ATOM).header('Cache-Control', 'public, max-age=300').send(xml);

  server.get<{ Querystring: { lang?: string } }>(
    '/feeds/news',
    { schema: { hide: true }, config },
    async (request, reply) => send(reply, await feeds.newsXml(feedRequest(request))),
  );
  server.get<{ Querystring: { lang?: string }; Params: { plateId: string } }>(
    `/feeds/board/:plateId(${ID})`,
    { schema: { hide: true }, config },
    async (request, reply) => send(reply, await feeds.boardXml(feedRequest(request), request.params.plateId)),
  );
  server.get<{ Querystring: { lang?: string }; Params: { id: string } }>(
    `/feeds/topic/:id(${ID})`,
    { schema: { hide: true }, config },
    async (request, reply) => send(reply, await feeds.topicXml(feedRequest(request), request.params.id)),
  );
}
