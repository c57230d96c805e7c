import { resolve } from 'node:path';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { systemClock } from './lib/clock.js';
import { createBuiltInESign } from './providers/esign/built-in.js';
import { configuredFileStore } from './providers/files/configured-file-store.js';
import { loadFileEncryptionKey } from './providers/files/encryption-key.js';
import { writeDemoLeasePdfs } from './services/demo-data/write-demo-lease-pdfs.js';
import type { DocumentWriting } from './services/signing/lease-document-writer.js';

/** The file store, file key and signing certificate the settings name: what writes and signs documents. */
export async function documentServices(
  env: Env,
  db: Database,
): Promise<Pick<DocumentWriting, 'esign' | 'fileStore' | 'fileEncryptionKey'>> {
  const dataDir = resolve(env.DATA_DIR);
  return {
    fileStore: await configuredFileStore(env, db, dataDir),
    fileEncryptionKey: loadFileEncryptionKey(env.FILE_ENCRYPTION_KEY, dataDir),
    esign: createBuiltInESign({
      ...(env.SIGNING_CERT_P12 ? { p12Base64: env.SIGNING_CERT_P12.replace(/\s+/g, '') } : {}),
      ...(env.SIGNING_CERT_PASSWORD !== undefined ? { password: env.SIGNING_CERT_PASSWORD } : {}),
      dataDir,
    }),
  };
}

/**
 * The demo applications' lease PDFs not written yet, when DEMO_APPLICATIONS asks for them (their rows are
 * loaded before the file store and signing provider exist). How many were written: none after the first start.
 */
export function writeDemoDocuments(
  env: Env,
  db: Database,
  services: Pick<DocumentWriting, 'esign' | 'fileStore' | 'fileEncryptionKey'>,
): Promise<number> {
  if (!env.DEMO_APPLICATIONS) return Promise.resolve(0);
  return writeDemoLeasePdfs({ db, clock: systemClock, ...services });
}
