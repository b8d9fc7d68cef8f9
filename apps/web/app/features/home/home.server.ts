import { homePageRoute, type HomePage } from '@clearsight/contracts';
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

/** The home aggregate; a failing API still renders the page (from the shell's menu data). */
export async function loadHome(context: AppLoadContext, request: Request) {
  const home = await loadFromApi(context, request, homePageRoute);
  return { home: home.ok ? home.data : EMPTY_HOME, failed: !home.ok };
}

export type HomePageData = Awaited<ReturnType<typeof loadHome>>;
