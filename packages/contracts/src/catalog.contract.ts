import { z } from 'zod';
import { defineRoute } from './route.js';

export const ProductSeriesItem = z.object({ id: z.string(), name: z.string(), nameEn: z.string() });
export const ProductTypeWithSeries = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  productSeries: z.array(ProductSeriesItem),
});
export type ProductTypeWithSeries = z.infer<typeof ProductTypeWithSeries>;

export const productTypeMenuRoute = defineRoute({
  method: 'GET',
  path: '/ProductType/ListLoadProductTypeAndSeries',
  summary: 'Product types with their series, for the mega-menu',
  tags: ['catalog'],
  access: 'public',
  response: z.array(ProductTypeWithSeries),
});

export const SolutionTypeItem = z.object({ id: z.string(), name: z.string(), nameEn: z.string() });
export type SolutionTypeItem = z.infer<typeof SolutionTypeItem>;

export const solutionTypeMenuRoute = defineRoute({
  method: 'GET',
  path: '/SolutionType/ListLoadSolutionType',
  summary: 'Solution types, for the mega-menu',
  tags: ['catalog'],
  access: 'public',
  response: z.array(SolutionTypeItem),
});
