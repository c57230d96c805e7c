import { join } from 'node:path';
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';
import { createDatabaseFileStore } from './database-store.js';
import type { FileStore } from './file-store.js';
import { createLocalDiskFileStore } from './local-disk.js';

/**
 * The file store FILE_STORE names; without it, the database when there is an outside one (so several
 * instances share files with nothing else to set up) and DATA_DIR otherwise. The AWS SDK is loaded only
 * for S3: it takes longer to load than the rest of the API.
 */
export async function configuredFileStore(env: Env, db: Database, dataDir: string): Promise<FileStore> {
  const kind = env.FILE_STORE ?? (env.DATABASE_URL ? 'database' : 'local');
  if (kind === 'database') return createDatabaseFileStore(db);
  if (kind === 's3') {
    if (!env.S3_BUCKET) throw new Error('S3_BUCKET is required with FILE_STORE=s3');
    const { createS3FileStore } = await import('./s3-store.js');
    return createS3FileStore({ bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT });
  }
  return createLocalDiskFileStore(join(dataDir, 'uploads'));
}
