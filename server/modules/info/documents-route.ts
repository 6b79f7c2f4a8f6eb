// Company documents as standalone HTML pages (/docs/{slug}.html): the footer LinkList and the
// /documents page open them in a new tab.
import type { FastifyInstance } from 'fastify';
import { brands } from '../../content/brand';
import { escapeHtml, renderSection, type Section } from '../../content/types';
import { errorBody } from '../../errors';
import type { ModuleContext } from '../types';

export function registerDocumentRoutes(app: FastifyInstance, { db, config }: ModuleContext): void {
  const brand = brands[config.tenant];
  app.get<{ Params: { file: string } }>('/docs/:file', async (request, reply) => {
    const slug = /^([a-z0-9-]{1,100})\.html$/.exec(request.params.file)?.[1];
    const doc = slug
      ? await db.selectFrom('info_document').selectAll().where('tenant', '=', config.tenant).where('slug', '=', slug).executeTakeFirst()
      : undefined;
    if (!doc) return reply.code(404).send(errorBody('NOT_FOUND', 'Документ не найден'));
    const sections = JSON.parse(doc.content) as Section[];
    const body = sections.map((s) => `${s.heading ? `<h2>${escapeHtml(s.heading)}</h2>` : ''}${renderSection(s)}`).join('');
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.name)} — ${escapeHtml(brand.legalName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;color:#1a1a1a}h1{color:${brand.color}}th{text-align:left;padding:4px 12px 4px 0;vertical-align:top}footer{margin-top:40px;color:#666;font-size:14px}</style>
</head><body><main><h1>${escapeHtml(doc.name)}</h1><p>${escapeHtml(brand.legalName)}</p>${body}</main>
<footer>Демонстрационный документ: ${escapeHtml(brand.legalName)} — вымышленная организация.</footer></body></html>`;
    return reply.header('cache-control', 'public, max-age=3600').type('text/html; charset=utf-8').send(html);
  });
}
