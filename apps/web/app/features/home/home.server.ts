import { homePageRoute, onlineCountRoute, richListTopRoute, type HomePage } from '@clearsight/contracts';
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
 * The rich list's top ten render with the page; without them the card is left out.
 */
export async function loadHome(context: AppLoadContext, request: Request) {
  const [home, online, richList] = await Promise.all([
    loadFromApi(context, request, homePageRoute),
    loadFromApi(context, request, onlineCountRoute),
    loadFromApi(context, request, richListTopRoute),
  ]);
  return {
    home: home.ok ? home.data : EMPTY_HOME,
    failed: !home.ok,
    onlineCount: online.ok ? online.data.count : null,
    richList: richList.ok ? richList.data.items : [],
  };
}

export type HomePageData = Awaited<ReturnType<typeof loadHome>>;
