// The reads a signed-in applicant makes on every page, measured as a new user makes them: a fresh
// Maple Court account, an application on an open unit with a move-in date and a lease term.
import autocannon from 'autocannon';
import { callApi as call } from './harness.mjs';

const CONNECTIONS = 10;
/** The fixed rate at which the tail latency is read (issue 16: p99 < 50 ms at 500 requests/s). */
export const FIXED_RATE = 500;

/** A new applicant with an application whose reads are measured: { token, transactionId }. */
export async function newApplicant(baseUrl) {
  const { token } = await call(baseUrl, 'POST', '/api/communities/maple-court/register/', null, {
    first_name: 'Bench',
    middle_name: null,
    last_name: 'Reader',
    suffix: null,
    email: `bench.reader.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone_number: '512-555-0187',
    date_of_birth: '1990-01-01',
    sms_opt_in: false,
    password: 'Bench-Reads-2026',
  });
  const { units } = await call(baseUrl, 'GET', '/api/communities/maple-court/units/', token);
  const unit = units.find((candidate) => candidate.available !== false) ?? units[0];
  const transaction = await call(baseUrl, 'POST', '/api/transactions/', token, { unit_id: unit.id });
  const moveIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await call(baseUrl, 'PATCH', `/api/transactions/${transaction.id}/`, token, {
    move_in_date: moveIn,
    lease_term: 12,
  });
  return { token, transactionId: transaction.id };
}

/** The authenticated reads measured, each a GET a page makes. */
export function hotReads({ transactionId }) {
  return [
    { name: 'transaction', path: `/api/transactions/${transactionId}/` },
    { name: 'financial sources', path: `/api/transaction/${transactionId}/financial-sources/` },
  ];
}

function run(options) {
  return autocannon({ connections: CONNECTIONS, pipelining: 1, ...options });
}

/**
 * One read, as many requests as the server answers (throughput, p50, p99) after a thrown-away warm-up,
 * then at a fixed FIXED_RATE requests/s for the tail latency under a steady load.
 */
export async function measureRead(baseUrl, token, read, { durationS, warmupS }) {
  const url = `${baseUrl}${read.path}`;
  const headers = { authorization: `Token ${token}` };
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`bench: GET ${read.path} answered ${probe.status}: ${await probe.text()}`);
  await run({ url, headers, duration: warmupS });
  const open = await run({ url, headers, duration: durationS });
  const fixed = await run({ url, headers, duration: durationS, overallRate: FIXED_RATE });
  return {
    name: read.name,
    path: read.path,
    rps: open.requests.average,
    p50: open.latency.p50,
    p99: open.latency.p99,
    fixedP99: fixed.latency.p99,
    fixedRps: fixed.requests.average,
    non2xx: open.non2xx + fixed.non2xx,
    errors: open.errors + open.timeouts + fixed.errors + fixed.timeouts,
  };
}
