// Company documents as standalone HTML pages (/docs/{slug}.html): the footer LinkList and the
// /documents page open them in a new tab.
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../errors';
import type { ModuleContext } from '../types';
import { companyDocumentPage, findCompanyDocument } from './company-documents';

export function registerDocumentRoutes(app: FastifyInstance, { db, config }: ModuleContext): void {
  app.get<{ Params: { file: string } }>('/docs/:file', async (request, reply) => {
    const slug = /^([a-z0-9-]{1,100})\.html$/.exec(request.params.file)?.[1];
    const doc = slug ? await findCompanyDocument(db, config.tenant, slug) : undefined;
    if (!doc) return reply.code(404).send(errorBody('NOT_FOUND', 'Документ не найден'));
    return reply.header('cache-control', 'public, max-age=3600').type('text/html; charset=utf-8').send(companyDocumentPage(doc, config.tenant));
  });
}
