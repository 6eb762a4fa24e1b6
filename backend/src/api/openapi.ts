import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { documentOperations, normalizeSchemas } from './openapi-operations.js';
import { documentZodTypeLists } from './zod-type-lists.js';

/** The OpenAPI document, generated from the controllers and their contract schemas. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Hochzeitsportal API')
    .setDescription('Gäste, Zimmer, Menüs, Dienstleister, Tagesplan und Inhalte einer Hochzeit. Fehler antworten mit `{ "msg": "…" }`.')
    .setVersion('1')
    .addBearerAuth()
    // Relative: the API answers on the portal's own address, whichever that is.
    .addServer('/', 'Dieses Portal')
    .build();
  documentZodTypeLists(app);
  const raw = SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
  const doc = cleanupOpenApiDoc(raw);
  documentOperations(app, doc);
  normalizeSchemas(doc);
  return doc;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** swagger-ui (5.x) colours its top-bar logo with a <style> element inside the SVG it renders. */
export const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

/**
 * The Content-Security-Policy of the reference page: swagger-ui's scripts, stylesheet and
 * favicons from the API itself, its icons as data: images (swagger-ui.css), "Try it out" only
 * against the API. Nothing inline runs; the page's own <style> blocks and style attributes
 * (taken from the page as sent) and swagger-ui's logo style are allowed by their hashes alone
 * ('unsafe-hashes' covers attributes). Styles swagger-ui sets from script (CSSOM) need nothing.
 */
export function apiDocsContentSecurityPolicy(html: string): string {
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi), ...html.matchAll(/\sstyle="([^"]*)"/gi)].map((m) => m[1]);
  const styles = [...inline, SWAGGER_LOGO_STYLE].map(sha256);
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'unsafe-hashes' ${[...new Set(styles)].join(' ')}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sets the policy on each HTML page under /api/docs, computed from the page it is sent with. */
function docsPolicy(_req: Request, res: Response, next: NextFunction): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body === 'string' && String(res.get('Content-Type')).startsWith('text/html')) {
      res.setHeader('Content-Security-Policy', apiDocsContentSecurityPolicy(body));
    }
    return send(body);
  };
  next();
}

/** `GET /api/openapi.json` and a readable reference at `/api/docs`. */
export function serveApiDocs(app: INestApplication): void {
  app.use('/api/docs', docsPolicy);
  // Built on the first request, not at every start (web processes, tests, the worker).
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
    customSiteTitle: 'Hochzeitsportal API',
    swaggerOptions: { persistAuthorization: true },
  });
}
