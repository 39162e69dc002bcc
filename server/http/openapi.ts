import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The API's OpenAPI 3.1 document, generated from the routes' own zod schemas (@fastify/swagger with the zod
 * type provider's transforms), served at GET /api/openapi.json. A copy is committed as docs/openapi.json
 * (`npm run openapi`) and a test fails when the two differ, so the contract cannot drift from the code.
 * Registered before the routes: swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cimetière — API',
        description: 'Gestion des cimetières communaux. Contrats et règles : docs/CONTRACTS.md.',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** The document as committed: stable key order from the route table, two-space JSON, final newline. */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
