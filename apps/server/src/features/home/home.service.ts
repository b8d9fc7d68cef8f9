import type { HomePage, HotTopic } from '@clearsight/contracts';
import type { BannerService } from '../banner/banner.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CollegeService } from '../college/college.service.js';
import type { NewsService } from '../news/news.service.js';
import type { SolutionService } from '../solution/solution.service.js';

/** The forum's hot topics as the home page asks for them. */
export type HotTopicsProvider = (tenantId: string, limit: number) => Promise<HotTopic[]>;

/** The home page aggregate: one request for everything /index shows. */
export function createHomeService(deps: {
  banners: BannerService;
  catalog: CatalogService;
  solutions: SolutionService;
  news: NewsService;
  college: CollegeService;
  hotTopics: HotTopicsProvider;
}) {
  return {
    async page(tenantId: string): Promise<HomePage> {
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
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
