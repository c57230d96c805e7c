import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStore } from './file-store.js';

export interface S3FileStoreOptions {
  bucket: string;
  region?: string;
  /** An S3-compatible service (MinIO, Ceph, R2); addressed by path, as those expect. */
  endpoint?: string;
}

/**
 * Files in an S3 bucket, for deployments whose uploads outgrow the database. Credentials come from the
 * SDK's usual chain (environment, profile, instance role), never from the portal's own settings.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    ...(options.region ? { region: options.region } : {}),
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
  });
  const target = (key: string) => {
    assertStorageKey(key);
    return { Bucket: options.bucket, Key: key };
  };

  return {
    async save(key, source) {
      // A multipart upload of unknown length: S3 takes parts of at least 5 MiB, so that much of each upload
      // is held in memory; one part at a time keeps it there. A failure aborts the upload, leaving nothing.
      await new Upload({ client, params: { ...target(key), Body: source }, queueSize: 1 }).done();
    },
    async open(key) {
      const object = await client.send(new GetObjectCommand(target(key)));
      if (!object.Body) throw new Error(`No stored file ${key}`);
      return object.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(target(key)));
    },
  };
}
