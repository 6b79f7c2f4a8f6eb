// Checks of a photo before upload: the server takes JPEG or PNG up to 10 MB (413 above).
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_WRONG_TYPE = 'Загрузите фото в формате JPG или PNG';
export const PHOTO_TOO_BIG = 'Файл больше 10 МБ — уменьшите фото';
export const PHOTO_EMPTY = 'Файл пустой — выберите другое фото';

export function photoError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_WRONG_TYPE;
  if (file.size === 0) return PHOTO_EMPTY;
  return file.size > PHOTO_MAX_BYTES ? PHOTO_TOO_BIG : null;
}
