// The open under-request item of a sandbox demo client (server/modules/demo/clients.ts): it
// belongs to the client's held application and asks for one document group.
import type { AppDb } from '../../db/database';
import { openUnderRequest } from './service';

export const DEMO_UNDER_REQUEST_TITLE = 'Загрузите фотографию страницы паспорта с регистрацией';

export const openDemoUnderRequest = (db: AppDb, userId: number, held: { loanId: number; amount: number; documentGroupId: number }) =>
  openUnderRequest(db, userId, { title: DEMO_UNDER_REQUEST_TITLE, amount: held.amount, loanId: held.loanId, documentGroupId: held.documentGroupId });
