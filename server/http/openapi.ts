// The OpenAPI document generated from the routes' zod schemas, for signed-in users:
// JSON at /api/openapi.json, a reference UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Torchworks Catalogue API',
        description:
          'The JSON API behind the admin back-office and the public catalogue. Errors answer `{ "error": "<message>" }` ' +
          '(plus `details` with field messages for validation). Sign in with POST /api/login; the session cookie authorises later calls.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hiddenTag: 'Internal',
  });

  app.get('/api/openapi.json', { config: { access: 'viewer' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(async (docs) => {
    // Every route of the UI plugin is for signed-in users only.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: 'viewer' };
    });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true, url: '/api/openapi.json' },
    });
  });
});
