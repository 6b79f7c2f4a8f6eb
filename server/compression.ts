// Pages and static files go out compressed (brotli, else gzip): the budgets of design-notes §7 count
// compressed bytes, and on a slow mobile link every uncompressed byte delays the first paint.
// The built files never change while the server runs, so each is compressed once and kept.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;
/** Below this, headers and framing cost more than compression saves. */
const MIN_BYTES = 1024;

/** The best encoding the client accepts (RFC 9110 §12.5.3: q=0 refuses it), or null. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

export const isCompressible = (contentType: string, size: number): boolean => size >= MIN_BYTES && COMPRESSIBLE.test(contentType);

/**
 * How hard to compress: a file kept for every later request is worth brotli's slow quality; a page
 * built for one request is not (issue 32: a 20 KB cabinet page took 11 ms at quality 9 and 0.6 ms
 * at 5, for 56 bytes more, and its first byte waits for it).
 */
export type Effort = 'kept' | 'per-request';
const BROTLI_QUALITY: Record<Effort, number> = { kept: 9, 'per-request': 5 };
const GZIP_LEVEL: Record<Effort, number> = { kept: 9, 'per-request': 6 };

export function compress(body: Buffer, encoding: Encoding, effort: Effort = 'kept'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL[effort] });
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Compresses a body once per key and encoding (keys name files that do not change). */
export function createCompressedCache(): (key: string, load: () => Buffer, encoding: Encoding) => Buffer {
  const cache = new Map<string, Buffer>();
  return (key, load, encoding) => {
    const cacheKey = `${encoding}:${key}`;
    let compressed = cache.get(cacheKey);
    if (compressed === undefined) {
      compressed = compress(load(), encoding);
      cache.set(cacheKey, compressed);
    }
    return compressed;
  };
}
