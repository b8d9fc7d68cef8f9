import { adminCompanySectionRoutes, companyInfoRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountAdminCrud } from '../../plugins/admin-crud-routes.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { CompanyService } from './company.service.js';

/** The company information page and its sections' admin screen. */
export function registerCompanyRoutes(server: FastifyInstance, deps: { company: CompanyService }): void {
  const { company } = deps;
  mountRoute(server, companyInfoRoute, ({ ctx }) => company.info(ctx.tenantId));
  mountAdminCrud(server, adminCompanySectionRoutes, company.admin);
}
