// The documents a client still has to upload to confirm identity (Loans/IdentificationDocuments):
// the passport spread, the registration page and the photo with the passport in hand, minus the
// groups the client has already uploaded into. Each link is the upload call of its group.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { userIdOf } from '../accounts';
import { DOCUMENT_GROUPS, listDocuments } from '../files';
import type { ServerModule } from '../types';

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
  handlers: ({ db }) => identificationHandlers(db),
};
