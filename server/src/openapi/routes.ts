/**
 * The API reference: GET /api/openapi.json (the OpenAPI 3.1 document generated from the shared
 * contract), GET /api/asyncapi.json (the AsyncAPI 3.0 document of the live events) and GET
 * /api/docs (Swagger UI, served from the swagger-ui-dist package's own files: no CDN, and no
 * inline script, so the app's Content-Security-Policy holds on this page too).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import type { AppContext } from '../context.js';
import { readsLimit } from '../http/rate-limit.js';
import { pageHeaders } from '../http/security-headers.js';
import { mount } from '../routes/mount.js';
import { buildAsyncApiDocument, type AsyncApiDocument } from './asyncapi.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Squadhub API reference</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
});
`;

export function apiReferenceRouter(ctx: AppContext): Router {
  const router = Router();
  // The contract does not change while the process runs: built once, on first request.
  let document: OpenApiDocument | undefined;
  mount(router, 'getOpenApiDocument', {
    limiter: readsLimit(ctx),
    handler: (_req, res) => {
      document ??= buildOpenApiDocument();
      res.json(document);
    },
  });
  let events: AsyncApiDocument | undefined;
  mount(router, 'getAsyncApiDocument', {
    limiter: readsLimit(ctx),
    handler: (_req, res) => {
      events ??= buildAsyncApiDocument();
      res.json(events);
    },
  });
  // The reference is a page: the page headers, under which its own scripts and styles load.
  router.use('/docs', pageHeaders);
  mount(router, 'showApiReference', {
    limiter: readsLimit(ctx),
    handler: (_req, res) => {
      res.type('html').send(PAGE);
    },
  });
  // The page's own script: a file of the page, not an operation of the API.
  router.get('/docs/start.js', readsLimit(ctx), (_req, res) => {
    res.type('js').send(START);
  });
  router.use('/docs/assets', express.static(SWAGGER_UI_DIR, { index: false, maxAge: '1d' }));
  return router;
}
