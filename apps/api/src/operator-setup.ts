import { resolve } from 'node:path';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { type Env, InvalidEnvironmentError } from './env.js';

/**
 * Runs a step of a command's start (`npm start`, `npm run portal`) and turns a set-up mistake the operator
 * fixes (a setting, a database already open) into its message alone and exit code 1: a stack trace would
 * only bury it.
 */
export async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError || error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The database `npm start` uses: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. */
export function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  return openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) },
  );
}
