import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from '@portal/domain/schemas/api-error';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withOperationIds } from './openapi-operation-ids.js';
import { securityOf, securitySchemes } from './openapi-security.js';

/**
 * OpenAPI 3.1 generated from the same zod schemas that validate requests. What every operation shares is
 * added here, from what the server does, so that no route has to repeat it (decision 0024): its security,
 * from its authenticating preHandler; its `operationId`, from its method and path; and the 400 that
 * plugins/safe-input.ts gives any request, in the one error shape.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'The portal API',
        description:
          'Rental application and leasing portal. Money is in integer cents; dates are YYYY-MM-DD.',
        version: '0.1.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative, so the document names whichever host serves it.
      servers: [{ url: '/', description: 'The portal that serves this document' }],
      components: { securitySchemes },
    },
    transform: ({ schema = {}, route, ...rest }) => {
      if (schema.hide) return jsonSchemaTransform({ schema, route, ...rest });
      return jsonSchemaTransform({
        ...rest,
        route,
        schema: {
          ...schema,
          security: schema.security ?? securityOf(route),
          response: { 400: apiErrorSchema, ...(schema.response as object | undefined) },
        },
      });
    },
    transformObject: (document) =>
      withOperationIds('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
