import type { INestApplication } from '@nestjs/common';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument, OPENAPI_PATHS } from './openapi-document.js';

/**
 * Serves the generated document at `/openapi.json` and `/openapi.yaml`, and the docs page (Swagger UI, its
 * files from the `swagger-ui-dist` package through `@fastify/static`: nothing from elsewhere) at `/docs`.
 * The document is built here, once, before the app listens: every request is served the same object.
 * Call it on the app that holds the GatewayModule, before `listen`/`init`.
 */
export function serveOpenApi(app: INestApplication): OpenAPIObject {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup(OPENAPI_PATHS.docs, app, document, {
    jsonDocumentUrl: OPENAPI_PATHS.json,
    yamlDocumentUrl: OPENAPI_PATHS.yaml,
    customSiteTitle: 'svc API',
    swaggerOptions: { persistAuthorization: false, displayOperationId: true, tryItOutEnabled: false },
  });
  return document;
}
