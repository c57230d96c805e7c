// What every bench needs around the measurement: free ports, server processes started and awaited, a
// fresh PostgreSQL database, the shared secrets of a cluster, and a clean-up that leaves nothing behind.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apiMain = path.join(root, 'apps/api/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 60_000;

/** Builds the production API and web app when missing; warns when the build is older than its sources. */
export async function ensureProductionBuild(name) {
  if (!existsSync(apiMain) || !existsSync(webIndex)) {
    console.info(`${name}: production build missing — running node scripts/build.mjs`);
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
    return;
  }
  const buildState = await import('../build-state.mjs').catch(() => undefined);
  if (buildState?.isBuildCurrent && !buildState.isBuildCurrent())
    console.warn(
      `${name}: WARNING: the production build is older than its sources — run \`npm run build\` first.`,
    );
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {{ adminUrl: string, name: string }[]} */
const databases = [];

/** One JSON call to the API as a client makes it, with a `Token` header when given; a refusal throws. */
export async function callApi(baseUrl, method, path, token, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`bench: ${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/** SIGTERM (or `signal`), then SIGKILL if the process is still there after 5 s. */
export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** Resident set size of a process in bytes (Linux /proc), or undefined elsewhere. */
export function rssOf(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Starts `command args` and waits until `readyUrl` answers 2xx (and `isReady(body)` holds). */
export async function startProcess(name, command, args, env, readyUrl, isReady = () => true) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? `exit code ${code}`;
  });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} exited during startup (${exited})`);
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
      if (res.ok && isReady(await res.text())) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become ready at ${readyUrl} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** A Node process of ours (`args` after the node binary). */
export const startServer = (name, args, env, readyUrl, isReady) =>
  startProcess(name, process.execPath, args, env, readyUrl, isReady);

/** The production API on `port`, ready once its health check says the database answers. */
export function startApi(name, port, env) {
  return startServer(
    name,
    [apiMain],
    {
      ...env,
      NODE_ENV: 'production',
      // Production starts without the demo communities; the benchmarks and the local cluster use them.
      DEMO_DATA: env.DEMO_DATA ?? 'true',
      PUBLIC_URL: env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    `http://127.0.0.1:${port}/api/health`,
    (body) => JSON.parse(body).database === 'ok',
  );
}

/** A bare Fastify hello-world in its own process, the yardstick every throughput is read against. */
export function startBareFastify(port, env) {
  const source = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  return startServer(
    'bare Fastify',
    ['--input-type=module', '-e', source],
    { ...env, NODE_ENV: 'production' },
    `http://127.0.0.1:${port}/`,
  );
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server at `adminUrl`, dropped by stopAll(). */
export async function freshPostgresDatabase(adminUrl, prefix = 'portal_bench') {
  const name = `${prefix}_${Date.now()}`;
  await adminQuery(adminUrl, `create database ${name}`);
  databases.push({ adminUrl, name });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Fresh shared secrets for instances over PostgreSQL: in production over DATABASE_URL the portal refuses to
 * start without them (apps/api/src/cluster-secrets.ts prints them as environment lines).
 */
export function newClusterSecrets() {
  const lines = execFileSync(process.execPath, [path.join(root, 'apps/api/dist/cluster-secrets.js')], {
    encoding: 'utf8',
  });
  return Object.fromEntries(
    lines
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Stops every process started here and drops every database made here. */
export async function stopAll() {
  await Promise.all(children.map((child) => stopChild(child)));
  children.length = 0;
  for (const { adminUrl, name } of databases.splice(0)) {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export const pass = (ok) => (ok ? 'PASS' : 'MISS');
/** autocannon's latency histogram has 1 ms resolution. */
export const ms = (value) => (value < 1 ? '< 1' : String(value));
