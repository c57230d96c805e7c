// The deployment of deploy/compose.yaml without containers: API instances over one PostgreSQL, each with a
// DATA_DIR of its own, and Debian's HAProxy (installed when missing, as root) configured as
// deploy/haproxy.cfg is.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, newClusterSecrets, startApi, startProcess } from './harness.mjs';

const HAPROXY = '/usr/sbin/haproxy';

export function ensureHaproxy() {
  if (existsSync(HAPROXY)) return;
  if (process.getuid?.() !== 0) {
    throw new Error('HAProxy is missing: install it with `sudo apt-get install -y haproxy` and run again');
  }
  console.info("installing Debian's haproxy");
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { stdio: 'inherit' });
}

/**
 * Round robin over `ports`, health-checked on /api/health every 500 ms. A request whose instance died
 * before answering is sent again to another (a payment's Idempotency-Key makes that safe); WebSocket
 * upgrades pass through as tunnels.
 */
const haproxyConfig = (port, ports) => `
global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout tunnel 1h
  retries 3
  retry-on conn-failure empty-response 502 503
  option redispatch 1
  option forwardfor
frontend portal
  bind 127.0.0.1:${port}
  default_backend api
backend api
  balance roundrobin
  option http-buffer-request
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${ports.map((apiPort, i) => `  server api${i + 1} 127.0.0.1:${apiPort} check`).join('\n')}
`;

/** HAProxy on `port` (a free one when omitted) in front of the instances on `ports`; its config goes in `workDir`. */
export async function startBalancer(workDir, ports, port) {
  const listenPort = port ?? (await freePort());
  const configPath = path.join(workDir, `haproxy-${listenPort}.cfg`);
  await writeFile(configPath, haproxyConfig(listenPort, ports));
  const child = await startProcess(
    'haproxy',
    HAPROXY,
    ['-f', configPath, '-db'],
    process.env,
    `http://127.0.0.1:${listenPort}/api/health`,
  );
  return { child, url: `http://127.0.0.1:${listenPort}` };
}

/**
 * `count` production API instances over the PostgreSQL at `databaseUrl`, sharing fresh cluster secrets;
 * each keeps its DATA_DIR under `workDir`, so nothing can depend on a disk they share.
 */
export async function startInstances(workDir, count, databaseUrl, env) {
  const secrets = newClusterSecrets();
  const instances = [];
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    console.info(`starting instance ${i + 1} on 127.0.0.1:${port}`);
    const child = await startApi(`instance ${i + 1}`, port, {
      ...env,
      ...secrets,
      DATA_DIR: path.join(workDir, `instance-${i + 1}`),
      DATABASE_URL: databaseUrl,
    });
    instances.push({ port, child, url: `http://127.0.0.1:${port}` });
  }
  return instances;
}
