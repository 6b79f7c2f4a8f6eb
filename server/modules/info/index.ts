// Public site content: settings, contacts, footer, company, FAQ, news, requisites, calculator,
// static pages (SiteMaterials), SBP banks, the pending-decision picture and the company documents under /docs.
import type { AppDb } from '../../db/database';
import type { ServerModule } from '../types';
import { registerDocumentRoutes } from './documents-route';
import { registerMediaRoutes } from './media-route';
import { clientApiMirrors, infoHandlers } from './handlers';
import { infoMigrations } from './migrations';
import { seedInfo } from './seed';

export type { InfoTables } from './tables';
/** One bank of the fast payment system by its member id (the payments module's SBP account). */
export const findSbpBank = (db: AppDb, id: string) => db.selectFrom('info_sbp_bank').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
export { companyDocumentPage, findCompanyDocument, listCompanyDocuments, type CompanyDocument } from './company-documents';
// What other modules use of this one.
export { siteSettings } from './read';

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
