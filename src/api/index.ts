// Public surface of the browser API layer.
export { createApiClients, type ApiClients, type ApiClientsConfig, type ApiClient, type ClientApiClient } from './clients';
export { createApiMiddleware, HEADER, SOURCE_VALUE, FORWARD_LIMIT, type ApiMiddlewareOptions } from './middleware';
export { ApiError, unwrap, SERVER_ERROR_MESSAGE, type ApiErrorItem } from './errors';
export { documentCookieJar, readOrCreateUserHash, USER_HASH_COOKIE, type CookieJar } from './user-hash';
export { infoQueries, infoKeys } from './info';
export { sbpQueries, sbpKeys } from './sbp';
export { accountQueries, accountKeys } from './account';
export { loansQueries, loansKeys, LOANS_QUERY } from './loans';
export type * from './types';
