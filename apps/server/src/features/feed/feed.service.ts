import {
  FEEDS,
  boardFeedHref,
  boardHref,
  commentAnchor,
  newsHref,
  PAGES,
  topicFeedHref,
  topicHref,
  type CommentReply,
  type DiscussCard,
  type NewsListItem,
  type PlateItem,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { TenantService } from '../tenant/tenant.service.js';

/** Entries per feed: what a reader shows of a busy board or topic before the next poll. */
export const FEED_ENTRIES = 20;

export type FeedLang = 'zh-CN' | 'en';

/** Where a feed reader's request came from: the tenant header it sent, the origin it asked, the language. */
export interface FeedRequest {
  tenantHeader: string | undefined;
  origin: string;
  lang: FeedLang;
}

/** What the feeds read, always as a guest: a feed is public, the same for every reader, and cached as such. */
export interface FeedSources {
  latestNews(tenantId: string, limit: number): Promise<NewsListItem[]>;
  boards(ctx: RequestContext): Promise<{ items: PlateItem[] }>;
  topics(ctx: RequestContext, plateId: string, limit: number): Promise<{ items: DiscussCard[] }>;
  /** The topic (404 when a guest may not read it) and its newest comments with their replies. */
  topic(ctx: RequestContext, id: string): Promise<{ title: string; plateName: string; updatedAt: string }>;
  comments(ctx: RequestContext, id: string, limit: number): Promise<CommentReply[]>;
}

const WORDS = {
  'zh-CN': {
    site: '澄镜视觉',
    news: '新闻动态',
    board: (name: string) => `${name} · 社区板块的新主题`,
    topic: (title: string) => `${title} · 新回复`,
    reply: (nick: string, title: string) => `${nick} 回复了“${title}”`,
  },
  en: {
    site: 'ClearSight Vision',
    news: 'News',
    board: (name: string) => `${name} · new topics in the community`,
    topic: (title: string) => `${title} · new replies`,
    reply: (nick: string, title: string) => `${nick} replied to “${title}”`,
  },
} as const;

const xmlEscape = (s: string) =>
  s
    // XML 1.0 allows no control characters but tab, newline and carriage return.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

interface Entry {
  title: string;
  path: string;
  updated: string;
  published: string;
  author: string;
  summary: string;
}

/** Plain text for a summary: markdown's marks and HTML tags dropped, whitespace folded, at most 400 characters. */
function plain(text: string): string {
  const folded = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[`*_#>[\]!]|\(https?:[^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return folded.length > 400 ? `${folded.slice(0, 399)}…` : folded;
}

/**
 * Atom feeds (RFC 4287) of the news, of a board's new topics and of a topic's new comments, for feed readers.
 * They show only what a guest may read (private and hidden topics never appear: a private topic's feed answers
 * 404), with absolute links on the configured public URL, else on the origin the reader asked.
 */
export function createFeedService(deps: {
  sources: FeedSources;
  tenants: Pick<TenantService, 'resolve'>;
  publicUrl: string | undefined;
}) {
  const { sources } = deps;
  const baseUrl = (origin: string) => (deps.publicUrl ? deps.publicUrl.replace(/\/+$/, '') : origin);
  /** The page in the feed's language (the pages read `?lang=`), before any fragment. */
  const langPath = (path: string, lang: FeedLang) => {
    if (lang !== 'en') return path;
    const [page, hash] = path.split('#') as [string, string | undefined];
    return `${page}${page.includes('?') ? '&' : '?'}lang=en${hash ? `#${hash}` : ''}`;
  };

  async function guest(request: FeedRequest): Promise<RequestContext> {
    const tenant = await deps.tenants.resolve(request.tenantHeader);
    return { tenantId: tenant.id, user: null, ip: '', userAgent: null };
  }

  function atom(
    request: FeedRequest,
    feed: { title: string; self: string; page: string; entries: Entry[]; fallbackUpdated: string },
  ): string {
    const base = baseUrl(request.origin);
    const abs = (path: string) => xmlEscape(base + langPath(path, request.lang));
    const updated =
      feed.entries
        .map((e) => e.updated)
        .sort()
        .at(-1) ?? feed.fallbackUpdated;
    return [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${request.lang}">`,
      `  <title>${xmlEscape(feed.title)}</title>`,
      `  <id>${xmlEscape(base + feed.self)}</id>`,
      `  <link rel="self" type="application/atom+xml" href="${xmlEscape(base + feed.self)}"/>`,
      `  <link rel="alternate" type="text/html" href="${abs(feed.page)}"/>`,
      `  <updated>${updated}</updated>`,
      ...feed.entries.map((e) =>
        [
          '  <entry>',
          `    <title>${xmlEscape(e.title)}</title>`,
          `    <id>${xmlEscape(base + e.path)}</id>`,
          `    <link rel="alternate" type="text/html" href="${abs(e.path)}"/>`,
          `    <published>${e.published}</published>`,
          `    <updated>${e.updated}</updated>`,
          `    <author><name>${xmlEscape(e.author)}</name></author>`,
          `    <summary type="text">${xmlEscape(e.summary)}</summary>`,
          '  </entry>',
        ].join('\n'),
      ),
      '</feed>',
      '',
    ].join('\n');
  }

  return {
    async newsXml(request: FeedRequest): Promise<string> {
      const ctx = await guest(request);
      const en = request.lang === 'en';
      // Pinned news lead the news page; a feed is in time order.
      const news = (await sources.latestNews(ctx.tenantId, FEED_ENTRIES)).sort((a, b) =>
        b.publishTime.localeCompare(a.publishTime),
      );
      return atom(request, {
        title: `${WORDS[request.lang].news} · ${WORDS[request.lang].site}`,
        self: langPath(FEEDS.news, request.lang),
        page: PAGES.news,
        fallbackUpdated: new Date(0).toISOString(),
        entries: news.map((n) => ({
          title: (en && n.titleEn) || n.title,
          path: newsHref(n.id),
          published: n.publishTime,
          updated: n.publishTime,
          author: (en && n.authorEn) || n.author || WORDS[request.lang].site,
          summary: plain((en && n.summaryEn) || n.summary),
        })),
      });
    },

    /** A board's newest public topics; null when there is no such board. */
    async boardXml(request: FeedRequest, plateId: string): Promise<string | null> {
      const ctx = await guest(request);
      const board = (await sources.boards(ctx)).items.find((p) => p.id === plateId);
      if (!board) return null;
      const topics = (await sources.topics(ctx, plateId, FEED_ENTRIES)).items
        .filter((t) => t.visibility === 'public' && !t.isHidden && !t.isMasked)
        // Pinned topics lead the board's page; a feed is in time order.
        .sort((a, b) => b.creationTime.localeCompare(a.creationTime));
      return atom(request, {
        title: WORDS[request.lang].board(request.lang === 'en' && board.nameEn ? board.nameEn : board.name),
        self: boardFeedHref(plateId, request.lang),
        page: boardHref(plateId),
        fallbackUpdated: board.creationTime,
        entries: topics.map((t) => ({
          title: t.title,
          path: topicHref(t.id),
          published: t.creationTime,
          updated: t.lastModificationTime,
          author: t.author.nick,
          summary: plain(t.introduction),
        })),
      });
    },

    /** A public topic's newest comments; null when there is no such topic or a guest may not read it. */
    async topicXml(request: FeedRequest, discussId: string): Promise<string | null> {
      const ctx = await guest(request);
      const topic = await sources.topic(ctx, discussId).catch((error: unknown) => {
        if (error instanceof AppError && (error.status === 404 || error.status === 403 || error.status === 401)) {
          return null;
        }
        throw error;
      });
      if (!topic) return null;
      const comments = (await sources.comments(ctx, discussId, FEED_ENTRIES)).filter(
        (c) => !c.isDeleted && !c.isHidden && c.content.trim() !== '',
      );
      return atom(request, {
        title: WORDS[request.lang].topic(topic.title),
        self: topicFeedHref(discussId, request.lang),
        page: topicHref(discussId),
        fallbackUpdated: topic.updatedAt,
        entries: comments.map((c) => ({
          title: WORDS[request.lang].reply(c.author.nick, topic.title),
          path: topicHref(discussId, commentAnchor(c.id)),
          published: c.creationTime,
          updated: c.creationTime,
          author: c.author.nick,
          summary: plain(c.content),
        })),
      });
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
