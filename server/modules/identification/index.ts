// Confirming who the client is: through Госуслуги (ESIA, esia.ts) or by uploading the documents
// still missing (Loans/IdentificationDocuments: the passport spread, the registration page and
// the photo with the passport in hand, minus the groups already uploaded into; each link is the
// upload call of its group).
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { userIdOf } from '../accounts';
import { DOCUMENT_GROUPS, listDocuments } from '../files';
import type { ServerModule } from '../types';
import { esiaHandlers, registerEsiaSandbox } from './esia';
import { identificationMigrations } from './tables';

export type { IdentificationTables } from './tables';
export { identityConfirmed } from './esia';

/** Document groups (files module) that confirm who the client is. */
export const IDENTITY_GROUP_IDS: readonly number[] = [1, 2, 4];

export function identificationHandlers(db: AppDb): HandlerMap {
  return {
    'GET /api/Loans/IdentificationDocuments': async (request) => {
      const uploaded = new Set((await listDocuments(db, userIdOf(request))).map((d) => d.group_id));
      return DOCUMENT_GROUPS.filter((g) => IDENTITY_GROUP_IDS.includes(g.Id) && !uploaded.has(g.Id)).map((g) => ({
        Name: g.Name,
        Url: `/api/files/userdocument?groupId=${g.Id}`,
      }));
    },
  };
}

export const identificationModule: ServerModule = {
  name: 'identification',
  migrations: identificationMigrations,
  handlers: ({ db, config }) => ({ ...identificationHandlers(db), ...esiaHandlers(db, config.sandbox) }),
  routes: async (app, { config, db }) => {
    if (config.sandbox) await registerEsiaSandbox(app, db);
  },
};
