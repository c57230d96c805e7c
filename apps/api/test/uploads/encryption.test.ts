import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptingStream, encryptingStream } from '../../src/providers/files/encryption.js';

/** Feeds `bytes` through `transform` in chunks of the given sizes (cycled), as a socket or disk would. */
function through(transform: NodeJS.ReadWriteStream, bytes: Buffer, chunkSizes: number[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (let offset = 0, i = 0; offset < bytes.length; i++) {
    const size = chunkSizes[i % chunkSizes.length] ?? bytes.length;
    chunks.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return buffer(Readable.from(chunks).pipe(transform));
}

const key = randomBytes(32);
const chunkSizes = fc.array(fc.integer({ min: 1, max: 4096 }), { minLength: 1, maxLength: 8 });

describe('file encryption at rest', () => {
  it('gives back exactly what went in, whatever the chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 20_000 }),
        chunkSizes,
        chunkSizes,
        async (plain, writeChunks, readChunks) => {
          const sealed = await through(
            encryptingStream(key, 'storage-key-0001'),
            Buffer.from(plain),
            writeChunks,
          );
          const opened = await through(decryptingStream(key, 'storage-key-0001'), sealed, readChunks);
          expect(opened.equals(Buffer.from(plain))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never stores the plaintext, and never the same ciphertext twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 16, maxLength: 4096 }), async (plain) => {
        const first = await through(encryptingStream(key, 'storage-key-0001'), Buffer.from(plain), [512]);
        const second = await through(encryptingStream(key, 'storage-key-0001'), Buffer.from(plain), [512]);
        expect(first.includes(Buffer.from(plain))).toBe(false);
        expect(first.equals(second)).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a flipped byte, a cut-off file, another key or another storage key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 4096 }), fc.nat(), async (plain, at) => {
        const sealed = await through(encryptingStream(key, 'storage-key-0001'), Buffer.from(plain), [700]);
        const flipped = Buffer.from(sealed);
        const position = at % flipped.length;
        flipped[position] = (flipped[position] ?? 0) ^ 0x01;
        const open = (bytes: Buffer, withKey = key, storageKey = 'storage-key-0001') =>
          through(decryptingStream(withKey, storageKey), bytes, [300]);
        await expect(open(flipped)).rejects.toThrow();
        await expect(open(sealed.subarray(0, sealed.length - 1))).rejects.toThrow();
        await expect(open(sealed, randomBytes(32))).rejects.toThrow();
        await expect(open(sealed, key, 'storage-key-0002')).rejects.toThrow();
      }),
      { numRuns: 30 },
    );
  });
});
