import type { HomePage, HotTopic } from '@clearsight/contracts';
import type { Clock } from '../../shared/clock.js';
import { createContentMemo, type ContentVersion } from '../../shared/content-memo.js';
import type { BannerService } from '../banner/banner.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CollegeService } from '../college/college.service.js';
import type { NewsService } from '../news/news.service.js';
import type { SolutionService } from '../solution/solution.service.js';

/** The forum's hot topics as the home page asks for them. */
export type HotTopicsProvider = (tenantId: string, limit: number) => Promise<HotTopic[]>;

/**
 * How long one tenant's home aggregate is reused when nothing says its content changed: what no event announces
 * (a banner's or a news item's scheduled start, view and like counts behind the hot topics, a change made on
 * another instance) shows within this time.
 */
export const HOME_REUSE_MS = 10_000;

/**
 * The home page aggregate: one request for everything /index shows. It is the same for every visitor and is
 * asked for by every rendering of the home page, guests' and members' alike, while it costs a dozen queries; so
 * it is kept per tenant for a few seconds and dropped as soon as the tenant's content changes (a content memo,
 * shared/content-memo.ts).
 */
export function createHomeService(deps: {
  banners: BannerService;
  catalog: CatalogService;
  solutions: SolutionService;
  news: NewsService;
  college: CollegeService;
  hotTopics: HotTopicsProvider;
  clock: Clock;
  reuseMs?: number;
  /**
   * The tenant's shared content version (the page cache's): an aggregate built under another version is not
   * reused, whichever instance made the change. Without it, only `contentChanged` and the time limit apply.
   */
  contentVersion?: ContentVersion;
}) {
  async function build(tenantId: string): Promise<HomePage> {
    const [banners, productTypes, solutionTypes, latestNews, upcomingEvents, featuredCourses, hotTopics] =
      await Promise.all([
        deps.banners.live(tenantId),
        deps.catalog.homeTypes(tenantId),
        deps.solutions.homeTypes(tenantId),
        deps.news.latest(tenantId, 6),
        deps.news.upcomingEvents(tenantId, 4),
        deps.college.featured(tenantId, 4),
        // The home page still shows when the forum cannot answer.
        deps.hotTopics(tenantId, 8).catch(() => []),
      ]);
    return { banners, productTypes, solutionTypes, latestNews, upcomingEvents, featuredCourses, hotTopics };
  }

  const kept = createContentMemo({
    build,
    clock: deps.clock,
    reuseMs: deps.reuseMs ?? HOME_REUSE_MS,
    contentVersion: deps.contentVersion,
  });

  return {
    page: (tenantId: string): Promise<HomePage> => kept.get(tenantId),

    /** The tenant's content changed: the next request builds the aggregate again. */
    contentChanged(tenantId: string): void {
      kept.forget(tenantId);
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
