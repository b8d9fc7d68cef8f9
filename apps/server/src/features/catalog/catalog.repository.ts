import type { Db } from '../../db/database.js';
import { createCatalogModelRepository } from './catalog-model.repository.js';
import { createCatalogSeriesRepository } from './catalog-series.repository.js';
import { createCatalogSpecRepository } from './catalog-spec.repository.js';
import { createCatalogTypeRepository } from './catalog-type.repository.js';

export type { ModelRow, ModelSort, SpecFilter } from './catalog-model.repository.js';
export type { SeriesRow } from './catalog-series.repository.js';
export type { SpecFieldRow, SpecValueRow } from './catalog-spec.repository.js';

/** The catalogue's repositories over one connection, one per table group. */
export function createCatalogRepository(db: Db) {
  return {
    types: createCatalogTypeRepository(db),
    series: createCatalogSeriesRepository(db),
    specs: createCatalogSpecRepository(db),
    models: createCatalogModelRepository(db),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
