#!/usr/bin/env node
// `npm run cluster`: the deployment of deploy/compose.yaml on this machine, without containers — INSTANCES
// (default 3) production API processes over the PostgreSQL of DATABASE_URL and the Redis of REDIS_URL
// (default the local ones), behind HAProxy on PORT (default 8080). A fresh database is made on that server and dropped on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureHaproxy, startBalancer, startInstances } from './bench/cluster.mjs';
import { apiMain, freshPostgresDatabase, root, stopAll } from './bench/harness.mjs';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const count = Number(process.env.INSTANCES) || 3;
const port = Number(process.env.PORT) || 8080;
const workDir = await mkdtemp(path.join(os.tmpdir(), 'portal-cluster-'));

async function stop(code) {
  await stopAll();
  await rm(workDir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(0));

try {
  ensureHaproxy();
  if (!existsSync(apiMain))
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  const database = await freshPostgresDatabase(serverUrl, 'portal_cluster');
  const { DATABASE_URL: _ignored, PORT: _port, ...env } = process.env;
  const instances = await startInstances(workDir, count, database.url, {
    ...env,
    // Live updates raised on one instance reach the sockets of the others through Redis.
    REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: 'true',
  });
  const balancer = await startBalancer(
    workDir,
    instances.map((instance) => instance.port),
    port,
  );
  console.info(
    `The portal runs on ${balancer.url} (${count} instances, database ${database.name}); Ctrl-C stops it.`,
  );
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
