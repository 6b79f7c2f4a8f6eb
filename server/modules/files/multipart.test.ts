import { expect, test } from 'vitest';
import { boundaryOf, parseMultipart } from './multipart';
import { sniffType } from './service';

const body = (boundary: string, parts: string[]) => Buffer.from(parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`, 'binary');

test('reads fields and files, keeping binary content intact', () => {
  const bytes = '\x89PNG\r\n\x1a\n\r\n--not-the-boundary\x00\xff';
  const parts = parseMultipart(
    body('b0', ['Content-Disposition: form-data; name="note"\r\n\r\nпривет', `Content-Disposition: form-data; name="File"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${bytes}`]),
    'b0',
  )!;
  expect(parts.map((p) => [p.name, p.fileName, p.contentType])).toEqual([
    ['note', undefined, undefined],
    ['File', 'a.png', 'image/png'],
  ]);
  expect(parts[1]!.data.equals(Buffer.from(bytes, 'binary'))).toBe(true);
  expect(sniffType(parts[1]!.data)).toBe('image/png');
});

test('malformed bodies are refused, not half-read', () => {
  expect(parseMultipart(Buffer.from('no boundary here'), 'b0')).toBeUndefined();
  expect(parseMultipart(Buffer.from('--b0\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated'), 'b0')).toBeUndefined();
  expect(parseMultipart(Buffer.from('--b0\r\nX-Other: 1\r\n\r\nv\r\n--b0--'), 'b0')).toBeUndefined();
});

test('the boundary is read with or without quotes', () => {
  expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
  expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
  expect(boundaryOf('application/json')).toBeUndefined();
});

test('file types come from the first bytes', () => {
  expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
  expect(sniffType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
  expect(sniffType(Buffer.from('GIF89a'))).toBeUndefined();
});
