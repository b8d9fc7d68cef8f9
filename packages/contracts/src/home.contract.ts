import { z } from 'zod';
import { Banner } from './banner.contract.js';
import { CourseCard } from './college.contract.js';
import { NewsListItem } from './news.contract.js';
import { defineRoute } from './route.js';

/** Everything the home page (/index) shows except the live online count (realtime). */
export const HotTopic = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  author: z.string(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  creationTime: z.string(),
});
export type HotTopic = z.infer<typeof HotTopic>;

export const HomeProductType = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  imageUrl: z.string().nullable(),
  modelCount: z.number().int(),
  flagshipSeries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameEn: z.string(),
      description: z.string(),
      descriptionEn: z.string(),
    }),
  ),
});

export const HomeSolutionType = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  coverUrl: z.string().nullable(),
  solutionCount: z.number().int(),
});

export const HomePage = z.object({
  banners: z.array(Banner),
  productTypes: z.array(HomeProductType),
  solutionTypes: z.array(HomeSolutionType),
  latestNews: z.array(NewsListItem),
  upcomingEvents: z.array(NewsListItem),
  featuredCourses: z.array(CourseCard),
  /** Filled by the forum when it is wired in; empty otherwise. */
  hotTopics: z.array(HotTopic),
});
export type HomePage = z.infer<typeof HomePage>;

export const homePageRoute = defineRoute({
  method: 'GET',
  path: '/home',
  summary:
    'Home page aggregate: banners, product types with flagship series, solution types, news, events, courses, hot topics',
  tags: ['home'],
  access: 'public',
  response: HomePage,
});
