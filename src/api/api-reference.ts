// GET /docs: the API reference, Swagger UI rendering /openapi.json, served from the swagger-ui-dist
// package on this machine (no CDN: it works with no network beyond Levy).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Levy API reference</title>
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script>
  SwaggerUIBundle({ url: '/openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false });
</script>
</body>
</html>
`;

export function registerApiReference(app: FastifyInstance): void {
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Promise<Buffer>>();
  app.get('/docs', async (_req, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(PAGE));
  app.get('/docs/:file', async (req, reply) => {
    const { file } = req.params as { file: string };
    const type = ASSETS[file];
    if (type === undefined) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send(`Not Found: GET ${req.url}`);
    let body = cache.get(file);
    if (body === undefined) cache.set(file, (body = readFile(join(dir, file))));
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=86400')
      .send(await body);
  });
}
