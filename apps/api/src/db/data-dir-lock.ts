import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded database is one process's: a second one opening the same directory would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is open in process ${pid} (the portal running?). ` +
        'Stop that process first, or point both at one PostgreSQL with DATABASE_URL.',
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims the data directory for this process until the returned release is called. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'portal.pid');
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    // Left by a process that ended without closing the database: it is free.
    writeFileSync(path, String(process.pid));
  }
  return () => rmSync(path, { force: true });
}
