import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PdfEncryptionScanner } from '../../src/services/uploads/pdf-encryption-scanner.js';
import { UploadInspector } from '../../src/services/uploads/upload-inspector.js';
import { passwordProtectedPdf, sampleExe, sampleJpeg, samplePdf } from './sample-files.js';

const inspect = async (chunks: Buffer[], maxBytes?: number) => {
  const inspector = new UploadInspector(maxBytes);
  const output = await buffer(Readable.from(chunks).pipe(inspector));
  return { inspector, output };
};

describe('UploadInspector', () => {
  it('passes an accepted file through unchanged and learns its type and size', async () => {
    const { inspector, output } = await inspect([sampleJpeg.subarray(0, 2), sampleJpeg.subarray(2)]);
    expect(output.equals(sampleJpeg)).toBe(true);
    expect(inspector).toMatchObject({ mimeType: 'image/jpeg', size: sampleJpeg.length });
  });

  it.each([
    ['a program', [sampleExe], undefined, 'wrong_format'],
    ['three stray bytes', [Buffer.from('abc')], undefined, 'wrong_format'],
    ['nothing', [], undefined, 'empty'],
    ['one byte over the limit', [samplePdf.subarray(0, 11)], 10, 'too_large'],
  ])('refuses %s', async (_name, chunks, maxBytes, reason) => {
    await expect(inspect(chunks, maxBytes)).rejects.toMatchObject({ reason });
  });

  it('accepts a file of exactly the limit', async () => {
    const { inspector } = await inspect([samplePdf], samplePdf.length);
    expect(inspector.size).toBe(samplePdf.length);
  });
});

describe('PdfEncryptionScanner', () => {
  it.each([
    ['an /Encrypt reference in the trailer', '<< /Root 1 0 R /Encrypt 5 0 R >>', true],
    ['an inline /Encrypt dictionary', '<< /Encrypt<< /Filter /Standard >> >>', true],
    ['an /Encrypt entry on the next line', '/Encrypt\n7 0 R', true],
    ['only /EncryptMetadata', '<< /EncryptMetadata false >>', false],
    ['no encryption at all', '<< /Size 3 /Root 1 0 R >>', false],
  ])('%s → %s', (_name, text, expected) => {
    const scanner = new PdfEncryptionScanner();
    scanner.push(Buffer.from(text));
    expect(scanner.found).toBe(expected);
  });

  it('finds the entry wherever the chunks happen to split it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: passwordProtectedPdf.length }), { maxLength: 6 }),
        (cuts) => {
          const points = [...new Set(cuts)].sort((a, b) => a - b);
          const scanner = new PdfEncryptionScanner();
          let start = 0;
          for (const point of [...points, passwordProtectedPdf.length]) {
            scanner.push(passwordProtectedPdf.subarray(start, point));
            start = point;
          }
          expect(scanner.found).toBe(true);
        },
      ),
    );
  });
});
