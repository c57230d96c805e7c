import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export type FileContent = Buffer | Iterable<Buffer>;
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; content: FileContent };

/**
 * A multipart/form-data body as a stream, the way a browser's FormData goes out; a file's content may be
 * a generator, so a large file never exists in the test's memory either.
 */
export function multipartBody(parts: FormPart[]): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  function* pieces(): Generator<Buffer> {
    for (const part of parts) {
      const disposition =
        'filename' in part
          ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
          : `form-data; name="${part.name}"`;
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`);
      if (!('filename' in part)) yield Buffer.from(part.value);
      else if (Buffer.isBuffer(part.content)) yield part.content;
      else yield* part.content;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(pieces(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `total` bytes that start like a PDF, produced one reused chunk at a time. */
export function* pdfOfSize(total: number, chunkBytes = 64 * 1024): Generator<Buffer> {
  const chunk = Buffer.alloc(chunkBytes, 0x20);
  chunk.write('%PDF-1.7\n');
  for (let sent = 0; sent < total; sent += chunkBytes) {
    yield sent + chunkBytes <= total ? chunk : chunk.subarray(0, total - sent);
  }
}
