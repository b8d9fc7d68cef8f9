import {
  adminDocumentRoutes,
  adminJobRoutes,
  adminModelRoutes,
  adminProductTypeRoutes,
  adminSeriesRoutes,
  adminSolutionTypeRoutes,
  plateListRoute,
} from '@clearsight/contracts';
import type { RefSource } from './kit/form-model';

/** Reference pickers shared by several screens (options come from the admin lists, searchable). */
export const productTypeRef: RefSource = { route: adminProductTypeRoutes.list, label: (p) => String(p.name) };

export const seriesRef: RefSource = {
  route: adminSeriesRoutes.list,
  label: (s) => `${String(s.productTypeName)} / ${String(s.name)}`,
};

export const modelRef: RefSource = {
  route: adminModelRoutes.list,
  label: (m) => `${String(m.modelNumber)} · ${String(m.name)}`,
};

export const solutionTypeRef: RefSource = { route: adminSolutionTypeRoutes.list, label: (s) => String(s.name) };

export const documentRef: RefSource = { route: adminDocumentRoutes.list, label: (d) => String(d.title) };

export const jobRef: RefSource = { route: adminJobRoutes.list, label: (j) => `${String(j.title)} · ${String(j.city)}` };

/** Boards come as one list (no paging, no search on the server). */
export const plateRef: RefSource = { route: plateListRoute, label: (p) => String(p.name), searchParam: null };
