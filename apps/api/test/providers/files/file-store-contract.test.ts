import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFileStore } from '../../../src/providers/files/database-store.js';
import type { FileStore } from '../../../src/providers/files/file-store.js';
import { createInMemoryFileStore } from '../../../src/providers/files/in-memory.js';
import { createLocalDiskFileStore } from '../../../src/providers/files/local-disk.js';
import { createS3FileStore } from '../../../src/providers/files/s3-store.js';
import { createTestDatabase, databaseKinds } from '../../support/test-database.js';

interface Backend {
  name: string;
  open(): Promise<{ store: FileStore; close(): Promise<void> }>;
}

const TEST_BUCKET = 'portal-contract';

/** An S3 endpoint: the one named by S3_TEST_ENDPOINT, else s3rver, a local S3 implementation, in process. */
async function s3Backend(): Promise<{ store: FileStore; close(): Promise<void> }> {
  const outside = process.env.S3_TEST_ENDPOINT;
  if (outside) {
    return {
      store: createS3FileStore({ bucket: process.env.S3_TEST_BUCKET ?? TEST_BUCKET, endpoint: outside }),
      close: async () => undefined,
    };
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver accepts only its own fixed credentials; the store itself takes whatever the SDK's chain finds.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    store: createS3FileStore({
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const backends: Backend[] = [
  { name: 'memory', open: async () => ({ store: createInMemoryFileStore(), close: async () => undefined }) },
  {
    name: 'local',
    async open() {
      const root = await mkdtemp(path.join(tmpdir(), 'portal-files-'));
      return {
        store: createLocalDiskFileStore(root),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  ...databaseKinds.map((kind) => ({
    name: `database (${kind})`,
    async open() {
      const database = await createTestDatabase(kind);
      return { store: createDatabaseFileStore(database.handle.db), close: () => database.dispose() };
    },
  })),
  { name: 's3', open: s3Backend },
];

const newKey = () => randomBytes(16).toString('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A source that sends some bytes and then breaks, as a dropped upload does. */
function brokenSource(): Readable {
  return new Readable({
    read() {
      this.push(randomBytes(300 * 1024));
      this.destroy(new Error('connection reset'));
    },
  });
}

describe.each(backends)('FileStore contract: $name', (backend) => {
  let store: FileStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ store, close } = await backend.open());
  });
  afterAll(() => close());

  it.each([
    ['an empty file', 0],
    ['a small file', 1_234],
    ['a file of several database chunks', 700 * 1024 + 17],
    ['a file over one S3 part', 6 * 1024 * 1024 + 5],
  ])('gives back exactly the bytes of %s', async (_label, size) => {
    const key = newKey();
    const bytes = randomBytes(size);
    // Many small pieces, as a network stream delivers them.
    const pieces = Array.from({ length: Math.ceil(size / 65_536) }, (_, index) =>
      bytes.subarray(index * 65_536, (index + 1) * 65_536),
    );
    await store.save(key, Readable.from(pieces));
    expect((await readAll(await store.open(key))).equals(bytes)).toBe(true);
  });

  it('stores every file of many sent at once, a broken one among them', async () => {
    const files = Array.from({ length: 8 }, () => ({ key: newKey(), bytes: randomBytes(200 * 1024) }));
    const broken = newKey();
    const saved = await Promise.allSettled([
      store.save(broken, brokenSource()),
      ...files.map(({ key, bytes }) => store.save(key, Readable.from([bytes]))),
    ]);
    expect(saved.map((result) => result.status)).toEqual(['rejected', ...files.map(() => 'fulfilled')]);
    for (const { key, bytes } of files) {
      expect((await readAll(await store.open(key))).equals(bytes)).toBe(true);
    }
    await expect(store.open(broken)).rejects.toThrow();
  });

  it('rejects opening a key that was never stored', async () => {
    await expect(store.open(newKey())).rejects.toThrow();
  });

  it('forgets a removed file, and removing it again is no error', async () => {
    const key = newKey();
    await store.save(key, Readable.from([Buffer.from('%PDF-1.7 bytes')]));
    await store.remove(key);
    await expect(store.open(key)).rejects.toThrow();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('leaves nothing behind when the source breaks mid-way', async () => {
    const key = newKey();
    await expect(store.save(key, brokenSource())).rejects.toThrow();
    await expect(store.open(key)).rejects.toThrow();
  });

  it('refuses a key that is not one of ours', async () => {
    await expect(store.save('../etc/passwd', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      'Not a storage key',
    );
  });
});
