import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';

/**
 * OpenAPI generated from the zod contracts, browsable at /prod-api/docs — only when `config.apiDocs` (API_DOCS;
 * off in production by default). Off, the addresses answer 404 like any unknown API path.
 */
export async function registerDocs(
  server: FastifyInstance,
  config: Pick<AppConfig, 'apiDocs' | 'version'>,
): Promise<void> {
  if (!config.apiDocs) return;
  await server.register(swagger, {
    openapi: {
      info: {
        title: 'ClearSight Vision API',
        description:
          'Corporate site, community, activities and chat. Errors use `{ error: { code, message, details, validationErrors } }`.',
        version: config.version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await server.register(swaggerUi, {
    routePrefix: `${API_BASE}/docs`,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    // The UI's own inline scripts need a relaxed policy on its pages only.
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
}
