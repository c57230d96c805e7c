#!/usr/bin/env node
// `npm run bench:scale`: the portal as a cluster on one machine — N production API processes over the local
// PostgreSQL behind HAProxy (Debian's; installed here when missing, nothing else is downloaded):
//   1. an authenticated read through the balancer with 1, 2 and 3 instances, beside a bare Fastify;
//   2. 200 sockets of 20 households spread over the instances (joined through Redis): a status change made
//      through one instance, and how long each socket took to hear it;
//   3. one instance killed in the middle of reads and idempotent payments: what the clients saw, and
//      whether the ledger holds exactly one payment per payer afterwards.
// Loopback only; targets are printed, never asserted. See docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { FIXED_RATE, measureRead, newApplicant } from './bench/api-reads.mjs';
import { ensureHaproxy, startBalancer, startInstances } from './bench/cluster.mjs';
import {
  apiMain,
  freePort,
  freshPostgresDatabase,
  ms,
  pass,
  root,
  startBareFastify,
  stopAll,
  stopChild,
  table,
} from './bench/harness.mjs';
import { newPayer, payUntilAnswered } from './bench/payer.mjs';
import { measureSocketDelivery } from './bench/socket-delivery.mjs';

const INSTANCES = 3;
const DURATION_S = Number(process.env.BENCH_DURATION) || 10;
const WARMUP_S = 2;
const PAYERS = 30;
const KILL_AFTER_S = 3;
const HOUSEHOLDS = 20; // × 10 sockets each
const DELIVERY_P99_TARGET_MS = 250;
const ONE_INSTANCE_TARGET = 0.35; // an authenticated read on one instance over PostgreSQL, of bare Fastify
const P99_TARGET_MS = 50;

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
let workDir;

async function finish(code, message) {
  if (message) console.error(`bench:scale: ${message}`);
  await stopAll();
  if (workDir) await rm(workDir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void finish(1, `interrupted (${signal})`));

async function measureThroughput(instances, bareUrl) {
  const results = [];
  const direct = await newApplicant(instances[0].url);
  results.push({
    target: '1 instance, direct',
    ...(await measureRead(
      instances[0].url,
      direct.token,
      { name: 'transaction', path: `/api/transactions/${direct.transactionId}/` },
      { durationS: DURATION_S, warmupS: WARMUP_S },
    )),
  });
  for (let count = 1; count <= instances.length; count += 1) {
    const balancer = await startBalancer(
      workDir,
      instances.slice(0, count).map((instance) => instance.port),
    );
    const applicant = await newApplicant(balancer.url);
    results.push({
      target: `${count} behind HAProxy`,
      ...(await measureRead(
        balancer.url,
        applicant.token,
        { name: 'transaction', path: `/api/transactions/${applicant.transactionId}/` },
        { durationS: DURATION_S, warmupS: WARMUP_S },
      )),
    });
    await stopChild(balancer.child);
  }
  const bare = await autocannon({ url: bareUrl, connections: 10, duration: DURATION_S });
  return { results, bareRps: bare.requests.average };
}

/** Reads and payments through the balancer while one instance is killed (SIGKILL) part-way. */
async function measureFailover(instances, victim) {
  const balancer = await startBalancer(
    workDir,
    instances.map((instance) => instance.port),
  );
  const reader = await newApplicant(balancer.url);
  const { units } = await (await fetch(`${balancer.url}/api/communities/maple-court/units/`)).json();
  const payers = [];
  for (let i = 0; i < PAYERS; i += 1)
    payers.push(await newPayer(balancer.url, units[i % units.length].id, `failover${i}`));

  const reads = autocannon({
    url: `${balancer.url}/api/transactions/${reader.transactionId}/`,
    headers: { authorization: `Token ${reader.token}` },
    connections: 10,
    duration: DURATION_S,
  });
  const spacingMs = (DURATION_S * 1000 * 0.8) / PAYERS;
  const payments = Promise.all(
    payers.map(async (payer, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * spacingMs));
      return payUntilAnswered(balancer.url, payer);
    }),
  );
  setTimeout(() => victim.child.kill('SIGKILL'), KILL_AFTER_S * 1000);
  const [readResult, paid] = await Promise.all([reads, payments]);
  await stopChild(balancer.child);
  return { readResult, paid, payers };
}

/** Per bench payer: what the processor charged, and what the ledger recorded. */
async function ledgerOf(databaseUrl, transactionIds) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pi.transaction_id,
              count(*) filter (where si.status = 'succeeded') as charged,
              count(*) filter (where pi.status = 'processing') as unsettled,
              (select count(*) from payments p where p.transaction_id = pi.transaction_id) as recorded,
              (select count(*) from payments p where p.transaction_id = pi.transaction_id
                 and p.amount_cents <> (select coalesce(sum(li.amount_cents), 0) from payment_line_items li where li.payment_id = p.id)) as unbalanced
         from payment_intents pi join sandbox_intents si on si.id = pi.processor_reference
        where pi.kind = 'payment' and pi.transaction_id = any($1)
        group by pi.transaction_id`,
      [transactionIds],
    );
    return rows.map((row) => ({
      charged: Number(row.charged),
      unsettled: Number(row.unsettled),
      recorded: Number(row.recorded),
      unbalanced: Number(row.unbalanced),
    }));
  } finally {
    await client.end();
  }
}

try {
  if (!adminUrl)
    throw new Error(
      'set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test): the cluster runs over PostgreSQL',
    );
  ensureHaproxy();
  if (!existsSync(apiMain))
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  workDir = await mkdtemp(path.join(os.tmpdir(), 'portal-scale-'));
  const database = await freshPostgresDatabase(adminUrl, 'portal_scale');
  const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
  // Events raised on one instance reach the sockets of the others through Redis (decision 0008).
  const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const instances = await startInstances(workDir, INSTANCES, database.url, {
    ...baseEnv,
    REDIS_URL: redisUrl,
  });
  const barePort = await freePort();
  await startBareFastify(barePort, baseEnv);

  console.info(`bench:scale: authenticated reads, ${DURATION_S} s each`);
  const throughput = await measureThroughput(instances, `http://127.0.0.1:${barePort}/`);
  console.info(
    `bench:scale: ${HOUSEHOLDS * 10} sockets over ${INSTANCES} instances, one status change per household`,
  );
  const delivery = await measureSocketDelivery(instances, HOUSEHOLDS);
  console.info(
    `bench:scale: failover — instance ${INSTANCES} killed after ${KILL_AFTER_S} s of reads and ${PAYERS} payments`,
  );
  const failover = await measureFailover(instances, instances[INSTANCES - 1]);
  const ledger = await ledgerOf(
    database.url,
    failover.payers.map((payer) => payer.transactionId),
  );

  console.info(
    `\nAuthenticated GET /api/transactions/{id}/ over PostgreSQL (Node ${process.version}, ${os.cpus().length} CPUs: ${os.cpus()[0]?.model ?? '?'})`,
  );
  console.info(
    table(
      ['target', 'req/s', '/ bare', 'p50 ms', 'p99 ms', `p99 at ${FIXED_RATE} req/s`, 'non-2xx', 'errors'],
      throughput.results.map((r) => [
        r.target,
        r.rps.toFixed(0),
        `${((r.rps / throughput.bareRps) * 100).toFixed(1)} %`,
        ms(r.p50),
        ms(r.p99),
        `${ms(r.fixedP99)} ${pass(r.fixedP99 < P99_TARGET_MS)}`,
        r.non2xx,
        r.errors,
      ]),
    ),
  );
  const direct = throughput.results[0];
  console.info(
    `bare Fastify: ${throughput.bareRps.toFixed(0)} req/s; one instance direct: ${((direct.rps / throughput.bareRps) * 100).toFixed(1)} % (target ≥ ${ONE_INSTANCE_TARGET * 100} %) ${pass(direct.rps / throughput.bareRps >= ONE_INSTANCE_TARGET)}`,
  );

  console.info(
    `\nLive updates: ${delivery.sockets} sockets (10 per household) spread over ${INSTANCES} instances, Redis adapter`,
  );
  console.info(
    table(
      ['delivered', 'missed', 'p50 ms', 'p99 ms', 'max ms', `p99 < ${DELIVERY_P99_TARGET_MS} ms`],
      [
        [
          delivery.delivered,
          delivery.missed,
          delivery.p50.toFixed(1),
          delivery.p99.toFixed(1),
          delivery.max.toFixed(1),
          pass(delivery.p99 < DELIVERY_P99_TARGET_MS && delivery.missed === 0),
        ],
      ],
    ),
  );

  const { readResult, paid } = failover;
  const answered = paid.filter((payment) => payment.status === 201).length;
  const retried = paid.filter((payment) => payment.seen.length > 1).length;
  const doubleCharged = ledger.filter((row) => row.charged > 1 || row.recorded > 1).length;
  const unrecorded = ledger.filter((row) => row.charged > row.recorded).length;
  console.info(
    `\nFailover: ${INSTANCES} instances behind HAProxy, one killed (SIGKILL) after ${KILL_AFTER_S} s`,
  );
  console.info(
    table(
      ['what', 'result'],
      [
        ['reads answered', readResult.requests.total],
        ['reads 5xx', `${readResult['5xx'] ?? 0} ${pass((readResult['5xx'] ?? 0) === 0)}`],
        [
          'reads failed (connection)',
          `${readResult.errors + readResult.timeouts} ${pass(readResult.errors + readResult.timeouts === 0)}`,
        ],
        ['payments paid (201)', `${answered} of ${PAYERS} ${pass(answered === PAYERS)}`],
        [
          'payments that needed a retry by the client',
          `${retried} (${
            paid
              .filter((payment) => payment.seen.length > 1)
              .map((payment) => payment.seen.join('→'))
              .join(', ') || 'none'
          })`,
        ],
        ['slowest final answer (s)', Math.max(...paid.map((payment) => payment.seconds)).toFixed(1)],
        ['payers charged or recorded twice', `${doubleCharged} ${pass(doubleCharged === 0)}`],
        ['charges not (yet) in the ledger', `${unrecorded} (settled by the reconciler within a minute)`],
        [
          'payments whose line items do not add up',
          `${ledger.reduce((sum, row) => sum + row.unbalanced, 0)}`,
        ],
      ],
    ),
  );
  await finish(0);
} catch (error) {
  await finish(1, error instanceof Error ? error.message : String(error));
}
