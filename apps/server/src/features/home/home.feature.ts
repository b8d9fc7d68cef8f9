import { homePageRoute, type HomePage, type HotTopic } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { BannerService } from '../banner/banner.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CollegeService } from '../college/college.service.js';
import type { NewsService } from '../news/news.service.js';
import type { SolutionService } from '../solution/solution.service.js';

export type HotTopicsProvider = (tenantId: string, limit: number) => Promise<HotTopic[]>;

/** The home page aggregate: one request for everything /index shows (the forum plugs in hot topics). */
export function createHomeFeature(deps: {
  banners: BannerService;
  catalog: CatalogService;
  solutions: SolutionService;
  news: NewsService;
  college: CollegeService;
}): Feature & { setHotTopics(provider: HotTopicsProvider): void } {
  let hotTopics: HotTopicsProvider | null = null;
  async function home(tenantId: string): Promise<HomePage> {
    const [banners, productTypes, solutionTypes, latestNews, upcomingEvents, featuredCourses, topics] =
      await Promise.all([
        deps.banners.live(tenantId),
        deps.catalog.homeTypes(tenantId),
        deps.solutions.homeTypes(tenantId),
        deps.news.latest(tenantId, 6),
        deps.news.upcomingEvents(tenantId, 4),
        deps.college.featured(tenantId, 4),
        hotTopics ? hotTopics(tenantId, 8).catch(() => []) : Promise.resolve([]),
      ]);
    return { banners, productTypes, solutionTypes, latestNews, upcomingEvents, featuredCourses, hotTopics: topics };
  }
  return {
    setHotTopics(provider) {
      hotTopics = provider;
    },
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, homePageRoute, async ({ ctx, reply }) => {
        reply.header('Cache-Control', 'public, max-age=30');
        return home(ctx.tenantId);
      });
    },
  };
}
