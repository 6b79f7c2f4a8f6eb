// Shared set-up of the cabinet server tests (messages, banners, under-request items, documents):
// one server per file, and the demo client whose cabinet has something in it.
export { serverPerFile } from './accounts-helpers';

/** Demo client 06: three messages (two unread), an LK question banner, an open under-request item. */
export const INBOX = '79000000006';
