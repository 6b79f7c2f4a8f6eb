// Public site content: settings, contacts, footer, company, FAQ, news, requisites, calculator,
// static pages (SiteMaterials), SBP banks, the pending-decision picture and the company documents under /docs.
import type { ServerModule } from '../types';
import { registerDocumentRoutes } from './documents-route';
import { registerMediaRoutes } from './media-route';
import { clientApiMirrors, infoHandlers } from './handlers';
import { infoMigrations } from './migrations';
import { seedInfo } from './seed';

export type { InfoTables } from './tables';
export { companyDocumentPage, findCompanyDocument, listCompanyDocuments, type CompanyDocument } from './company-documents';

export const infoModule: ServerModule = {
  name: 'info',
  migrations: infoMigrations,
  seed: async ({ db }) => seedInfo(db),
  handlers: (ctx) => {
    const handlers = infoHandlers(ctx);
    for (const [mirror, original] of Object.entries(clientApiMirrors)) {
      const handler = handlers[original];
      if (handler) handlers[mirror] = handler;
    }
    return handlers;
  },
  routes: (app, ctx) => {
    registerDocumentRoutes(app, ctx);
    registerMediaRoutes(app, ctx);
  },
};
