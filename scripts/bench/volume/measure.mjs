// `npm run bench:volume`: the staff reads, an applicant's read and the background rounds over the volume
// portfolio already in the database (`--generate` first), the instance's memory after them, and EXPLAIN
// of the staff list's queries. The table goes to docs/benchmarks.md under "At volume".
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import {
  callApi as call,
  freePort,
  ms,
  newClusterSecrets,
  root,
  rssOf,
  startApi,
  stopAll,
  table,
} from '../harness.mjs';
import { explainStaffList } from './explain.mjs';
import { measureUnitImport, unitImportReport } from './unit-import.mjs';

const dist = (module) => import(pathToFileURL(path.join(root, 'apps/api/dist', module)).href);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION) || 5;
const WARMUP_S = 1;
const PASSWORD = 'VolumeDemo2026';
const benchmarksDoc = path.join(root, 'docs/benchmarks.md');
const ABOUT = `\`npm run bench:volume -- --generate --scale S\` migrates the database \`npm start\` would open
(DATABASE_URL, else the embedded one in DATA_DIR) and writes two companies' portfolios into it by COPY, from a
seeded generator (apps/api/src/services/demo-data/portfolio/): at scale 1 each has 300 communities, 60,000
units, 250,000 applications in every status with their households, screenings, payments, decisions and
signed leases, 40,000 leases with renewals and notices, and 3,000,000 audit rows. Staff:
admin@volume.example and agent@volume.example (ten communities), password VolumeDemo2026, which every
generated applicant shares. \`npm run bench:volume\` then starts the production API on that database and
measures each read with autocannon (the first answer alone, then ${CONNECTIONS} connections), times the
background rounds over the portfolio in one call each, imports a CSV of 10,000 units into a community of its
own, prints EXPLAIN of the staff list's statements, and replaces this section. Targets (issue 40): every
staff read p99 < 50 ms at scale 1 and within 3× of scale 0.01; the import under 10 s; RSS < 600 MB.
Renewal windows and signing reminders are no rounds here: a lease's renewal window is worked out when it is
read, and reminders are sent when staff ask.`;

/** One read: its first answer's time (nothing cached yet), then as many as 10 connections get answered. */
async function measureRead(baseUrl, token, read) {
  const headers = token ? { authorization: `Token ${token}` } : {};
  const started = performance.now();
  const probe = await fetch(`${baseUrl}${read.url}`, { headers });
  await probe.arrayBuffer();
  const firstMs = performance.now() - started;
  const options = { url: `${baseUrl}${read.url}`, headers, connections: CONNECTIONS, pipelining: 1 };
  await autocannon({ ...options, duration: WARMUP_S });
  const r = await autocannon({ ...options, duration: DURATION_S });
  return {
    ...read,
    status: probe.status,
    firstMs,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
  };
}

/** The portfolio's size and what the reads are about, read before the server opens the database. */
async function inspect(database) {
  const driver = database.db.$client;
  const one = async (sql) => (await driver.query(sql)).rows[0];
  const counts = await one(`select
      (select count(*) from communities c join companies k on k.id = c.company_id where k.key = 'volume')::int as communities,
      (select count(*) from lease_transactions)::int as transactions,
      (select count(*) from audit_log)::int as audit_rows,
      (select count(*) from leases)::int as leases`);
  const admin = await one(
    `select id from users where email = 'admin@volume.example' and community_id is null`,
  );
  if (!admin)
    throw new Error(
      'bench:volume: no volume portfolio here — run `npm run bench:volume -- --generate` first',
    );
  return { counts, adminUserId: admin.id };
}

/** The rounds a running instance makes over the whole portfolio, each timed as one call. */
async function timeRounds(database) {
  const [{ applyDuePriceChanges }, { processOutbox }] = await Promise.all([
    dist('services/admin/manage-units.js'),
    dist('jobs/outbox.js'),
  ]);
  const clock = { now: () => new Date() };
  const rounds = [
    ['scheduled rents round', () => applyDuePriceChanges(database.db, clock.now())],
    ['outbox round', () => processOutbox({ db: database.db, clock }, {})],
  ];
  const results = [];
  for (const [name, round] of rounds) {
    const started = performance.now();
    await round();
    results.push({ name, ms: performance.now() - started });
  }
  return results;
}

function reads({ staffToken, agentToken, applicantToken, first, slug, search, unit, emailPrefix, next }) {
  const list = '/api/staff/applications/';
  return [
    { name: 'applications, first page', url: list, token: staffToken },
    { name: 'applications, as the agent', url: list, token: agentToken },
    {
      name: 'applications, community + status',
      url: `${list}?community=${slug}&status=7`,
      token: staffToken,
    },
    {
      name: 'applications, search by name',
      url: `${list}?q=${encodeURIComponent(search)}`,
      token: staffToken,
    },
    {
      name: 'applications, search by e-mail prefix',
      url: `${list}?q=${encodeURIComponent(emailPrefix)}`,
      token: staffToken,
    },
    { name: 'applications, search by unit', url: `${list}?q=${encodeURIComponent(unit)}`, token: staffToken },
    { name: 'applications, page 500', url: `${list}?page=500`, token: staffToken },
    ...(next
      ? [
          {
            name: 'applications, next page (cursor)',
            url: `${list}?after=${encodeURIComponent(next)}`,
            token: staffToken,
          },
        ]
      : []),
    { name: 'application file', url: `/api/staff/applications/${first.id}/`, token: staffToken },
    { name: 'application audit log', url: `/api/staff/applications/${first.id}/audit/`, token: staffToken },
    { name: 'staff leases list', url: '/api/staff/leases/', token: staffToken },
    { name: 'public units of a community', url: `/api/communities/${slug}/units/`, token: null },
    ...(applicantToken
      ? [
          {
            name: "an applicant's transaction",
            url: `/api/transactions/${applicantToken.transactionId}/`,
            token: applicantToken.token,
          },
        ]
      : []),
  ];
}

/** An applicant of the first page's application, signed in with the volume password. */
async function signInApplicant(baseUrl, staffToken, application) {
  const file = await call(baseUrl, 'GET', `/api/staff/applications/${application.id}/`, staffToken);
  const email = JSON.stringify(file).match(/"email":"([^"]+@example\.(?:com|net|org))"/)?.[1];
  if (!email) return undefined;
  const { token } = await call(
    baseUrl,
    'POST',
    `/api/communities/${application.community.slug}/login/`,
    null,
    {
      username: email,
      password: PASSWORD,
    },
  );
  return { token, transactionId: application.id, email };
}

function report(kind, counts, results, rounds, unitImport, rssMb, plans) {
  const lines = [
    `Measured on ${new Date().toISOString().slice(0, 10)} (${kind}): ${counts.communities} communities in the measured company, ` +
      `${counts.transactions.toLocaleString('en-US')} transactions, ${counts.leases.toLocaleString('en-US')} leases and ` +
      `${counts.audit_rows.toLocaleString('en-US')} audit rows in the database (both companies); ${CONNECTIONS} connections, ${DURATION_S} s a read.`,
    '',
    table(
      ['read', 'first answer ms', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'],
      results.map((r) => [r.name, r.firstMs.toFixed(0), r.rps.toFixed(0), ms(r.p50), ms(r.p99), r.non2xx]),
    ),
    '',
    table(
      ['round over the portfolio', 'ms'],
      rounds.map((round) => [round.name, round.ms.toFixed(0)]),
    ),
    '',
    unitImportReport(unitImport),
    '',
    `Instance RSS after the run: ${rssMb === undefined ? 'n/a' : `${rssMb.toFixed(0)} MB`}.`,
    '',
    `Sequential scans of a large table in the staff list's plans: ${
      plans.flatMap((plan) => plan.seqScans).join(', ') || 'none'
    }.`,
  ];
  return lines.join('\n');
}

/**
 * Records a run in docs/benchmarks.md under "## At volume": the section's introduction, then one subsection per
 * portfolio size and database (`runHeading`), replaced by a new run of the same and kept for the others, so
 * the two scales the targets compare stay side by side. Notes under a later "## " heading are not touched.
 */
function record(section, runHeading) {
  const doc = readFileSync(benchmarksDoc, 'utf8');
  const heading = '## At volume';
  const run = `${runHeading}\n\n${section}\n`;
  const start = doc.indexOf(`\n${heading}\n`);
  if (start === -1)
    return writeFileSync(benchmarksDoc, `${doc.trimEnd()}\n\n${heading}\n\n${ABOUT}\n\n${run}`);
  const endOfSection = doc.indexOf('\n## ', start + heading.length + 1);
  const end = endOfSection === -1 ? doc.length : endOfSection + 1;
  const body = doc.slice(start + 1, end);
  const firstRun = body.indexOf('\n### ');
  const runs = firstRun === -1 ? '' : body.slice(firstRun + 1);
  const at = runs.indexOf(`${runHeading}\n`);
  let kept;
  if (at === -1) kept = `${runs.trimEnd()}${runs ? '\n\n' : ''}${run}`;
  else {
    const next = runs.indexOf('\n### ', at + runHeading.length);
    kept = `${runs.slice(0, at)}${run}${next === -1 ? '' : `\n${runs.slice(next + 1)}`}`;
  }
  const newBody = `${heading}\n\n${ABOUT}\n\n${kept.trimEnd()}\n`;
  writeFileSync(
    benchmarksDoc,
    `${doc.slice(0, start + 1)}${newBody}${end < doc.length ? `\n${doc.slice(end)}` : ''}`,
  );
}

export async function measureVolume() {
  const [{ readEnv }, { openConfiguredDatabase }] = await Promise.all([
    dist('env.js'),
    dist('operator-setup.js'),
  ]);
  const env = readEnv();
  const database = await openConfiguredDatabase(env);
  let counts;
  let rounds;
  let plans;
  try {
    const found = await inspect(database);
    counts = found.counts;
    rounds = await timeRounds(database);
    plans = [
      ...(await explainStaffList(database, found.adminUserId, {})),
      ...(await explainStaffList(database, found.adminUserId, { q: 'garcia' })),
    ];
  } finally {
    await database.close();
  }
  for (const { text, plan, seqScans } of plans)
    console.info(
      `\nEXPLAIN ${text.slice(0, 160)}…\n${plan}${seqScans.length ? `\n!! Seq Scan on ${seqScans.join(', ')}` : ''}`,
    );

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    DEMO_DATA: 'false',
    ...(env.DATABASE_URL ? newClusterSecrets() : { DATA_DIR: env.DATA_DIR }),
  };
  try {
    const server = await startApi('API', port, serverEnv);
    const login = (username) =>
      call(baseUrl, 'POST', '/api/staff/login/', null, { username, password: PASSWORD });
    const staffToken = (await login('admin@volume.example')).token;
    const agentToken = (await login('agent@volume.example')).token;
    const page = await call(baseUrl, 'GET', '/api/staff/applications/', staffToken);
    const first = page.results[0];
    const applicantToken = await signInApplicant(baseUrl, staffToken, first);
    const name = first.household[0]?.name ?? 'Garcia';
    const context = {
      staffToken,
      agentToken,
      applicantToken,
      first,
      slug: first.community.slug,
      search: name.split(' ').at(-1),
      unit: first.unit.unit_number,
      emailPrefix: applicantToken?.email.split('.').slice(0, 2).join('.') ?? name.split(' ')[0].toLowerCase(),
      next: page.next,
    };
    const results = [];
    for (const read of reads(context)) {
      const result = await measureRead(baseUrl, read.token, read);
      console.info(`bench:volume: ${read.name}: ${result.status}, p99 ${result.p99} ms`);
      results.push(result);
    }
    // After the reads, which it would otherwise slow; its units are in a community none of them reads.
    const unitImport = await measureUnitImport(baseUrl, staffToken, context.slug);
    console.info(`bench:volume: ${unitImportReport(unitImport)}`);
    const rss = rssOf(server.pid);
    const kind = env.DATABASE_URL ? 'PostgreSQL' : 'embedded database';
    const section = report(kind, counts, results, rounds, unitImport, rss && rss / 1024 / 1024, plans);
    console.info(`\n${section}`);
    record(section, `### ${counts.communities} communities a company, ${kind}`);
  } finally {
    await stopAll();
  }
}
