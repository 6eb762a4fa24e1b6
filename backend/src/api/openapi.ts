import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { documentZodTypeLists } from './zod-type-lists.js';

/** The OpenAPI document, generated from the controllers and their contract schemas. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Hochzeitsportal API')
    .setDescription('Gäste, Zimmer, Menüs, Dienstleister, Tagesplan und Inhalte einer Hochzeit. Fehler antworten mit `{ "msg": "…" }`.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  documentZodTypeLists(app);
  const raw = SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
  return cleanupOpenApiDoc(raw);
}

/** `GET /api/openapi.json` and a readable reference at `/api/docs`. */
export function serveApiDocs(app: INestApplication): void {
  // Built on the first request, not at every start (web processes, tests, the worker).
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
    customSiteTitle: 'Hochzeitsportal API',
    swaggerOptions: { persistAuthorization: true },
  });
}
