import { adminCompanySectionRoutes, companyInfoRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { mountAdminCrud } from '../content/admin-crud.js';
import type { CompanyService } from './company.service.js';

export function createCompanyFeature(deps: { service: CompanyService; audit: AuditRepository }): Feature {
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, companyInfoRoute, ({ ctx }) => deps.service.info(ctx.tenantId));
      mountAdminCrud(server, adminCompanySectionRoutes, deps.service.admin, {
        audit: deps.audit,
        targetType: 'company_section',
        notFound: '栏目不存在',
      });
    },
  };
}
