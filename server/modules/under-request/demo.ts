// The open under-request item of a sandbox demo client (server/modules/demo/clients.ts).
import type { AppDb } from '../../db/database';
import { openUnderRequest } from './service';

export const openDemoUnderRequest = (db: AppDb, userId: number) =>
  openUnderRequest(db, userId, { title: 'Загрузите фотографию страницы паспорта с регистрацией', amount: 1_500_000 });
