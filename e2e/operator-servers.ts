import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A real installation started from nothing, as an operator starts one: no demo data, a company made with
 * `npm run portal -- company create`, and one server (embedded database) or two over one PostgreSQL
 * database (TEST_DATABASE_URL, which .ci/run sets), a fresh database of its own.
 */
export interface Installation {
  urls: string[];
  /** The set-password link the company-create command printed last. */
  adminLink: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A database of its own on the PostgreSQL server TEST_DATABASE_URL names: the installation's empty one. */
async function freshDatabase(testDatabaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  // pg is the API's dependency; the browser suite borrows it rather than declaring a copy.
  const pg = createRequire(path.join(repoRoot, 'apps/api/package.json'))('pg') as typeof import('pg');
  const name = `portal_operators_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server at ${url} stopped:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server at ${url} did not answer in time:\n${log()}`);
}

export async function startInstallation({
  companyName,
  adminEmail,
}: {
  companyName: string;
  adminEmail: string;
}): Promise<Installation> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-operators-'));
  const database = process.env.TEST_DATABASE_URL ? await freshDatabase(process.env.TEST_DATABASE_URL) : null;
  const ports = await Promise.all((database ? [0, 1] : [0]).map(() => freePort()));
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const { TEST_DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    PUBLIC_URL: urls[0],
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(repoRoot, 'scripts/portal.mjs'),
      'company',
      'create',
      '--name',
      companyName,
      '--admin-email',
      adminEmail,
    ],
    { cwd: repoRoot, env },
  );
  const adminLink = stdout.trim().split('\n').at(-1) ?? '';

  const servers = ports.map((port) => {
    const server = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout?.on('data', (chunk) => {
      output = (output + chunk).slice(-4_000);
    });
    server.stderr?.on('data', (chunk) => {
      output = (output + chunk).slice(-4_000);
    });
    return { server, log: () => output };
  });
  const stop = async () => {
    await Promise.all(
      servers.map(
        ({ server }) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null) return resolve();
            server.once('exit', () => resolve());
            server.kill('SIGTERM');
          }),
      ),
    );
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(
      servers.map(({ server, log }, index) => waitForHealth(String(urls[index]), server, log)),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, adminLink, stop };
}
