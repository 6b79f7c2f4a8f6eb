// Checks of a file before upload: a photo is JPEG or PNG up to 10 MB (413 above); the same check
// serves other pickers with their own rule (documents: machines/documents.machine.ts).
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_WRONG_TYPE = 'Загрузите фото в формате JPG или PNG';
export const PHOTO_TOO_BIG = 'Файл больше 10 МБ — уменьшите фото';
export const PHOTO_EMPTY = 'Файл пустой — выберите другое фото';

/** What a file picker accepts, and what it says of a file it does not. */
export interface FileRule {
  types: readonly string[];
  maxBytes: number;
  wrongType: string;
  empty: string;
  tooBig: string;
}

/** Why `rule` refuses the file (by the browser's type and the size), or null. */
export function fileError(file: Pick<File, 'type' | 'size'>, rule: FileRule): string | null {
  if (!rule.types.includes(file.type)) return rule.wrongType;
  if (file.size === 0) return rule.empty;
  return file.size > rule.maxBytes ? rule.tooBig : null;
}

export const photoError = (file: Pick<File, 'type' | 'size'>): string | null =>
  fileError(file, { types: PHOTO_TYPES, maxBytes: PHOTO_MAX_BYTES, wrongType: PHOTO_WRONG_TYPE, empty: PHOTO_EMPTY, tooBig: PHOTO_TOO_BIG });
