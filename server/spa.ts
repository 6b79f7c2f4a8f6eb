// Serves the built SPA: hashed assets with long-lived cache headers, prerendered pages per
// tenant when the build has them, and index.html as the history fallback. Every HTML page gets
// the runtime configuration inlined, so one build serves any tenant and any API host.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { ClientConfig } from './config';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Paths the SPA never owns: they 404 as API errors instead of falling back to index.html. */
const NON_SPA_PREFIXES = ['/api/', '/client-api/', '/dev/', '/sandbox/'];

export function inlineConfig(html: string, config: ClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html
    .replace(/<html([^>]*)\sdata-tenant="[^"]*"/, `<html$1 data-tenant="${config.tenant}"`)
    .replace('<!--app-config-->', `<script>window.__APP_CONFIG__=${json}</script>`);
}

export function registerSpa(app: FastifyInstance, distDir: string, config: ClientConfig): void {
  const htmlCache = new Map<string, string>();
  const readHtml = (file: string): string => {
    let html = htmlCache.get(file);
    if (html === undefined) {
      html = inlineConfig(readFileSync(file, 'utf8'), config);
      htmlCache.set(file, html);
    }
    return html;
  };

  const sendHtml = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(readHtml(file));

  app.get('/*', (request, reply) => {
    const url = new URL(request.url, 'http://local');
    const path = decodeURIComponent(url.pathname);
    if (NON_SPA_PREFIXES.some((p) => path.startsWith(p))) {
      return reply.code(404).send({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: `Нет такого адреса: ${path}` }] });
    }
    // SPEC §2.4: a trailing slash (except on the root) is removed by a redirect.
    if (path.length > 1 && path.endsWith('/')) {
      return reply.redirect(path.replace(/\/+$/, '') + url.search, 301);
    }
    const file = normalize(join(distDir, path));
    if (!file.startsWith(normalize(distDir) + sep) && file !== normalize(distDir)) {
      return reply.code(400).send({ Errors: [{ ErrorCode: 'BAD_PATH', Message: 'Недопустимый путь' }] });
    }
    if (extname(path) !== '' && existsSync(file) && statSync(file).isFile()) {
      const immutable = path.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      if (extname(file) === '.html') return sendHtml(reply, file);
      return reply.type(CONTENT_TYPES[extname(file)] ?? 'application/octet-stream').send(createReadStream(file));
    }
    const prerendered = join(distDir, 'prerendered', config.tenant, path === '/' ? '' : path, 'index.html');
    if (existsSync(prerendered)) return sendHtml(reply, prerendered);
    const index = join(distDir, 'index.html');
    if (!existsSync(index)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('Сборка не найдена: выполните npm run build');
    }
    return sendHtml(reply, index);
  });
}
