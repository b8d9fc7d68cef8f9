import { homePageRoute, onlineCountRoute, type HomePage } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';

export const EMPTY_HOME: HomePage = {
  banners: [],
  productTypes: [],
  solutionTypes: [],
  latestNews: [],
  upcomingEvents: [],
  featuredCourses: [],
  hotTopics: [],
};

/**
 * The home aggregate; a failing API still renders the page (from the shell's menu data). The online count is
 * the value at render time; the main hub keeps it live afterwards (null: unknown, the page shows the default).
 */
export async function loadHome(context: AppLoadContext, request: Request) {
  const [home, online] = await Promise.all([
    loadFromApi(context, request, homePageRoute),
    loadFromApi(context, request, onlineCountRoute),
  ]);
  return {
    home: home.ok ? home.data : EMPTY_HOME,
    failed: !home.ok,
    onlineCount: online.ok ? online.data.count : null,
  };
}

export type HomePageData = Awaited<ReturnType<typeof loadHome>>;
