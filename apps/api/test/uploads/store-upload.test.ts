import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app-context.js';
import { createInMemoryFileStore } from '../../src/providers/files/in-memory.js';
import { storeUploadBytes } from '../../src/services/uploads/store-upload.js';
import { sampleExe, samplePdf } from './sample-files.js';

const contextWithStore = () => {
  const fileStore = createInMemoryFileStore();
  const saved: string[] = [];
  const save = fileStore.save;
  fileStore.save = (key, source) => save(key, source).then(() => void saved.push(key));
  return { context: { fileStore, fileEncryptionKey: randomBytes(32) } as unknown as AppContext, saved };
};

describe('storeUploadBytes', () => {
  it('reports a transfer that breaks off as unreadable, and keeps nothing', async () => {
    const { context, saved } = contextWithStore();
    const broken = new Readable({
      read() {
        this.push(samplePdf);
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storeUploadBytes(context, broken, true)).rejects.toMatchObject({ reason: 'unreadable' });
    expect(saved).toEqual([]);
  });

  it('reports the refusal, not the stream errors it causes downstream', async () => {
    const { context, saved } = contextWithStore();
    await expect(storeUploadBytes(context, Readable.from([sampleExe]), true)).rejects.toMatchObject({
      reason: 'wrong_format',
    });
    expect(saved).toEqual([]);
  });

  it('stores an accepted file and says what it is', async () => {
    const { context, saved } = contextWithStore();
    const stored = await storeUploadBytes(context, Readable.from([samplePdf]), false);
    expect(stored).toMatchObject({
      mimeType: 'application/pdf',
      sizeBytes: samplePdf.length,
      encrypted: false,
    });
    expect(saved).toEqual([stored.storageKey]);
  });
});
