// Documents the client uploads (passport pages, card photo …) and the sandbox passport reader.
// Uploads are multipart/form-data with one file field; at most 10 MB, JPEG, PNG or PDF.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { realProviders } from '../../providers';
import { userIdOf } from '../accounts';
import { closeRequestsForDocument } from '../under-request';
import { getUser, registrationData, saveStep } from '../accounts';
import type { ServerModule } from '../types';
import { boundaryOf, parseMultipart, type Part } from './multipart';
import { DOCUMENT_GROUPS, GROUP, MAX_FILE_BYTES, checkUpload, documentAnswer, getDocument, listDocuments, storeDocument } from './service';
import { filesMigrations } from './tables';

export type { FilesTables } from './tables';
export { DOCUMENT_GROUPS, getDocument, listDocuments } from './service';
// What other modules use of this one.
export { GROUP, hasDocumentIn } from './service';

/** What the sandbox "recognises" on any passport photo. */
export const RECOGNISED_PASSPORT = {
  Status: 'done',
  Series: '4510',
  Number: '123456',
  IssueDate: '2015-06-20',
  IssuedBy: 'ГУ МВД России по г. Москве',
  DepartmentCode: '770-001',
} as const;

const NOTHING_RECOGNISED = { Status: 'failed', Series: null, Number: null, IssueDate: null, IssuedBy: null, DepartmentCode: null };

/** The recognition service outside the sandbox; the fixed passport in it. */
async function recognise(data: Buffer, mimeType: string) {
  const real = realProviders();
  if (!real) return RECOGNISED_PASSPORT;
  const fields = await real.recognizePassport({ data, mimeType });
  return fields ? { ...NOTHING_RECOGNISED, ...fields, Status: 'done' } : NOTHING_RECOGNISED;
}

function uploadedFile(request: FastifyRequest): Part {
  const parts = request.body as Part[] | undefined;
  if (!Array.isArray(parts)) throw new ApiError(400, 'FILE_REQUIRED', 'Приложите файл (multipart/form-data, поле File)');
  const file = parts.find((p) => p.name === 'File') ?? parts.find((p) => p.fileName !== undefined);
  if (!file) throw new ApiError(400, 'FILE_REQUIRED', 'Приложите файл (поле File)');
  return file;
}

export function fileHandlers(db: AppDb): HandlerMap {
  const upload = (groupOf: (request: FastifyRequest) => number) => async (request: FastifyRequest) => {
    const file = uploadedFile(request);
    const userId = userIdOf(request);
    const groupId = groupOf(request);
    const stored = await storeDocument(db, userId, groupId, { data: file.data, fileName: file.fileName });
    // What a request asked for has arrived: it no longer waits on the client (issue 28).
    await closeRequestsForDocument(db, userId, groupId);
    return stored;
  };
  return {
    'GET /api/files/UserDocumentGroup': async () => DOCUMENT_GROUPS,
    // The reference server has no old system: nobody has documents there.
    'GET /api/files/OldSystemDocuments': async () => [],
    'GET /api/files/OldSystemDocumentsLinks': async () => [],
    'GET /api/files/userdocument': async (request) =>
      (await listDocuments(db, userIdOf(request), (request.query as { groupId?: number }).groupId)).map(documentAnswer),
    'POST /api/files/userdocument': upload((request) => (request.query as { groupId: number }).groupId),
    'POST /api/files/AttachDocument': upload(() => GROUP.APPLICATION),
    'GET /api/files/userdocument/{id}': async (request, reply) => {
      const doc = await getDocument(db, userIdOf(request), (request.params as { id: number }).id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(doc.file_name)}`)
        .type(doc.mime_type)
        .send(doc.data);
    },
    'GET /api/files/NotFoundDocuments': async (request) => {
      const have = new Set((await listDocuments(db, userIdOf(request))).map((d) => d.group_id));
      return DOCUMENT_GROUPS.filter((g) => g.IsRequired && !have.has(g.Id));
    },
    'GET /api/files/UserDocumentsLinks': async (request) =>
      (await listDocuments(db, userIdOf(request))).map((d) => ({ Name: d.file_name, Url: `/api/files/userdocument/${d.id}` })),
    'POST /api/files/PassportRecognize': async (request) => {
      const file = uploadedFile(request);
      const mimeType = checkUpload(file.data, false);
      const recognised = await recognise(file.data, mimeType);
      await saveStep(db, userIdOf(request), 'PASSPORT_RECOGNITION', recognised);
      return recognised;
    },
    'GET /api/files/PassportRecognize': async (request) =>
      registrationData(await getUser(db, userIdOf(request))).PASSPORT_RECOGNITION ?? NOTHING_RECOGNISED,
  };
}

/** Reads multipart bodies up to the file limit plus room for the part headers. */
function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES + 64 * 1024 }, (request, body, done) => {
    const boundary = boundaryOf(request.headers['content-type']);
    const parts = boundary ? parseMultipart(body as Buffer, boundary) : undefined;
    if (!parts) return done(new ApiError(400, 'BAD_MULTIPART', 'Тело запроса не является корректным multipart/form-data'), undefined);
    done(null, parts);
  });
}

export const filesModule: ServerModule = {
  name: 'files',
  migrations: filesMigrations,
  handlers: ({ db }) => fileHandlers(db),
  routes: (app) => registerMultipart(app),
};
