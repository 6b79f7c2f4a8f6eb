// Serves the built SPA: hashed assets with long-lived cache headers, prerendered pages per
// tenant when the build has them, and index.html as the history fallback (with 404 for a path no
// route of the SPA matches). Every HTML page gets the runtime configuration inlined, so one build
// serves any tenant and any API host; a cabinet page also gets its module preloads and the
// signed-in client's first answers with its first screen rendered from them (issue 32), and so is
// private to the one request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { answersElement, cabinetAnswers, isCabinetPage } from './cabinet-answers';
import { deferModules } from '../scripts/module-loader';
import { loadCabinetPreloads } from './cabinet-preload';
import { createCabinetRenderer, withRenderedPage } from './cabinet-render';
import { compress, createCompressedCache, isCompressible, pickEncoding } from './compression';
import type { ClientConfig } from './config';
import { loadKnownPaths } from './route-manifest';
import { contentSecurityPolicy } from './security-headers';

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

/** `warmUp` loads what the first cabinet page needs; `npm start` awaits it before it listens. */
export function registerSpa(app: FastifyInstance, distDir: string, config: ClientConfig): { warmUp: () => Promise<void> } {
  const htmlCache = new Map<string, { html: Buffer; csp: string }>();
  const readHtml = (file: string) => {
    let page = htmlCache.get(file);
    if (page === undefined) {
      const text = inlineConfig(readFileSync(file, 'utf8'), config);
      page = { html: Buffer.from(text), csp: contentSecurityPolicy(config, text) };
      htmlCache.set(file, page);
    }
    return page;
  };
  const compressed = createCompressedCache();
  const knownPaths = loadKnownPaths(distDir);
  const cabinetPreloads = loadCabinetPreloads(distDir);
  const { render: renderCabinet, warm: warmCabinetRender } = createCabinetRenderer(distDir, config);
  // Not awaited: the server answers at once, and the entry is ready for the first cabinet page.
  // Loading it blocks the event loop (0.5–1.9 s on a busy machine), so `npm start` loads it before
  // it listens (server/index.ts) and this finds it loaded; a server listened to otherwise loads it here.
  app.addHook('onListen', function warmCabinet(done) {
    void warmCabinetRender(app.log);
    done();
  });

  /** Sends a built file's bytes, compressed when the type is worth it and the client accepts it. */
  const sendBody = (request: FastifyRequest, reply: FastifyReply, key: string, type: string, size: number, load: () => Buffer) => {
    reply.type(type);
    if (!isCompressible(type, size)) return reply.send(load());
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(load());
    return reply.header('content-encoding', encoding).send(compressed(key, load, encoding));
  };

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const { html, csp } = readHtml(file);
    reply.header('cache-control', 'no-cache').header('content-security-policy', csp);
    return sendBody(request, reply, file, 'text/html; charset=utf-8', html.length, () => html);
  };

  /**
   * A cabinet page with its preloads and, for a live session's cookie, that client's answers:
   * built for this request only, compressed on the fly, and never kept by any cache (the same
   * address shows another client's figures under another cookie).
   */
  const sendCabinetHtml = async (request: FastifyRequest, reply: FastifyReply, file: string, path: string) => {
    const { html, csp } = readHtml(file);
    const started = performance.now();
    const answers = await cabinetAnswers(app, path, request.headers.cookie, config.clientApiKey);
    const answered = performance.now();
    const template = html.toString('utf8');
    const rendered = answers ? await renderCabinet(path, request.headers.cookie ?? '', answers, request.log) : null;
    // What the page's first byte waited for, for the browser's timing panel and the bench.
    reply.header('server-timing', `answers;dur=${(answered - started).toFixed(1)}, render;dur=${(performance.now() - answered).toFixed(1)}`);
    const page = rendered ? withRenderedPage(template, rendered) : template;
    const head = cabinetPreloads(path, page) + (answers ? answersElement(answers) : '');
    const withHead = page.replace('</head>', `${head}</head>`);
    // A rendered page is complete without JavaScript: as a prerendered one, it paints first and
    // then loads its modules (on a phone the preloads' parsing held the first frame back by
    // ~350 ms), from an inline loader its CSP allows by hash.
    const full = rendered ? deferModules(withHead) : withHead;
    const pageCsp = rendered ? contentSecurityPolicy(config, full) : csp;
    const body = Buffer.from(full);
    reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').header('vary', 'cookie, accept-encoding').header('content-security-policy', pageCsp);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(compress(body, encoding, 'per-request'));
  };

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://local');
    const path = decodeURIComponent(url.pathname);
    if (NON_SPA_PREFIXES.some((p) => path.startsWith(p))) {
      return reply.code(404).send({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: `Нет такого адреса: ${path}` }] });
    }
    // The build's own folders (Vite's manifest, the server-render bundle in .ssr) are not the site's
    // files, nor is any other dot-file: not found, as if they were not there (issue 32).
    if (path.split('/').some((segment) => segment.startsWith('.'))) {
      return reply.code(404).send({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: `Нет такого адреса: ${path}` }] });
    }
    // requirements §2.4: a trailing slash (except on the root) is removed by a redirect.
    if (path.length > 1 && path.endsWith('/')) {
      return reply.redirect(path.replace(/\/+$/, '') + url.search, 301);
    }
    const file = normalize(join(distDir, path));
    if (!file.startsWith(normalize(distDir) + sep) && file !== normalize(distDir)) {
      return reply.code(400).send({ Errors: [{ ErrorCode: 'BAD_PATH', Message: 'Недопустимый путь' }] });
    }
    const stat = extname(path) !== '' && existsSync(file) ? statSync(file) : undefined;
    if (stat?.isFile()) {
      const immutable = path.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      if (extname(file) === '.html') return sendHtml(request, reply, file);
      const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      return sendBody(request, reply, `${file}@${stat.mtimeMs}`, contentType, stat.size, () => readFileSync(file));
    }
    const prerendered = join(distDir, 'prerendered', config.tenant, path === '/' ? '' : path, 'index.html');
    if (existsSync(prerendered)) return sendHtml(request, reply, prerendered);
    const index = join(distDir, 'index.html');
    if (!existsSync(index)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('Сборка не найдена: выполните npm run build');
    }
    // The SPA shows its own 404 page; the status tells browsers, crawlers and monitors the same.
    if (knownPaths && !knownPaths.has(path)) reply.code(404);
    if (isCabinetPage(path)) return sendCabinetHtml(request, reply, index, path);
    return sendHtml(request, reply, index);
  });
  return { warmUp: () => warmCabinetRender(app.log) };
}
