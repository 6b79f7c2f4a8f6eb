// Upload checks and the client's documents. Type is judged by the file's own first bytes, not
// by its name or the browser's claim; another client's document is "not found".
import type { Selectable } from 'kysely';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { nowIso } from '../../clock';
import type { FilesTables } from './tables';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type DocumentRow = Selectable<FilesTables['user_document']>;

export const DOCUMENT_GROUPS = [
  { Id: 1, Name: 'Паспорт: разворот с фотографией', IsRequired: true, MaxFiles: 3 },
  { Id: 2, Name: 'Паспорт: страница с регистрацией', IsRequired: true, MaxFiles: 3 },
  { Id: 3, Name: 'Фотография банковской карты', IsRequired: true, MaxFiles: 2 },
  { Id: 4, Name: 'Фотография с паспортом в руках', IsRequired: false, MaxFiles: 3 },
  { Id: 5, Name: 'Дополнительные документы к заявке', IsRequired: false, MaxFiles: 10 },
] as const;

export const GROUP = { PASSPORT_REGISTRATION: 2, CARD_PHOTO: 3, APPLICATION: 5 } as const;

export function sniffType(data: Buffer): 'image/jpeg' | 'image/png' | 'application/pdf' | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

export function checkUpload(data: Buffer, allowPdf = true): 'image/jpeg' | 'image/png' | 'application/pdf' {
  if (data.length === 0) throw new ApiError(400, 'EMPTY_FILE', 'Файл пустой');
  if (data.length > MAX_FILE_BYTES) throw new ApiError(413, 'FILE_TOO_LARGE', 'Файл больше 10 МБ');
  const type = sniffType(data);
  if (!type || (!allowPdf && type === 'application/pdf')) {
    throw new ApiError(400, 'UNSUPPORTED_FILE_TYPE', allowPdf ? 'Загрузите файл JPEG, PNG или PDF' : 'Загрузите фотографию JPEG или PNG');
  }
  return type;
}

export const documentAnswer = (d: Pick<DocumentRow, 'id' | 'group_id' | 'file_name' | 'mime_type' | 'size' | 'uploaded_at'>) => ({
  Id: d.id,
  GroupId: d.group_id,
  FileName: d.file_name,
  MimeType: d.mime_type,
  Size: d.size,
  UploadedAt: d.uploaded_at,
});

const EXT = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

export async function storeDocument(
  db: AppDb,
  userId: number,
  groupId: number,
  file: { data: Buffer; fileName?: string },
) {
  const group = DOCUMENT_GROUPS.find((g) => g.Id === groupId);
  if (!group) throw new ApiError(404, 'NOT_FOUND', 'Нет такой группы документов');
  const type = checkUpload(file.data);
  const count = await db
    .selectFrom('user_document')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= group.MaxFiles) throw new ApiError(400, 'TOO_MANY_FILES', `В эту группу можно загрузить не больше ${group.MaxFiles} файлов`);
  const safeName = (file.fileName ?? '').replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 100) || `document.${EXT[type]}`;
  const row = {
    user_id: userId,
    group_id: groupId,
    file_name: safeName,
    mime_type: type,
    size: file.data.length,
    data: file.data,
    uploaded_at: nowIso(),
  };
  const { id } = await db.insertInto('user_document').values(row).returning('id').executeTakeFirstOrThrow();
  return documentAnswer({ id, ...row });
}

export const listDocuments = (db: AppDb, userId: number, groupId?: number) => {
  let query = db
    .selectFrom('user_document')
    .select(['id', 'group_id', 'file_name', 'mime_type', 'size', 'uploaded_at'])
    .where('user_id', '=', userId);
  if (groupId !== undefined) query = query.where('group_id', '=', groupId);
  return query.orderBy('id').execute();
};

export async function getDocument(db: AppDb, userId: number, id: number): Promise<DocumentRow> {
  const row = await db.selectFrom('user_document').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Документ не найден');
  return row;
}

export async function hasDocumentIn(db: AppDb, userId: number, groupId: number): Promise<boolean> {
  const row = await db.selectFrom('user_document').select('id').where('user_id', '=', userId).where('group_id', '=', groupId).executeTakeFirst();
  return row !== undefined;
}
