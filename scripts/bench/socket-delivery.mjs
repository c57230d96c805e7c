// Live updates across a cluster: households' sockets spread over every instance, a status change made
// through one instance, and how long each socket took to hear it.
import { io } from 'socket.io-client';
import { newApplicant } from './api-reads.mjs';

const SOCKETS_PER_HOUSEHOLD = 10;

async function realtimeToken(baseUrl, token) {
  const res = await fetch(`${baseUrl}/api/realtime-token/`, { headers: { authorization: `Token ${token}` } });
  if (!res.ok) throw new Error(`bench: GET /api/realtime-token/ answered ${res.status}`);
  return (await res.json()).token;
}

/** A connected socket on the instance at `url`, recording when each transaction.updated arrives. */
function connect(url, token, heard) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/api/realtime/',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    socket.on('transaction.updated', (event) => heard(event.transaction_id, performance.now()));
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`bench: socket refused: ${error.message}`)));
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `households` applicants, each with SOCKETS_PER_HOUSEHOLD sockets spread round robin over `instances`;
 * then, one household at a time, its primary applicant cancels the application through the first instance
 * (a status change published as transaction.updated, as a decision is) and every socket of the household
 * must hear it. Returns the delivery times in ms from the request being sent.
 */
export async function measureSocketDelivery(instances, households) {
  const entry = instances[0].url;
  const people = [];
  for (let i = 0; i < households; i += 1) people.push(await newApplicant(entry));
  const arrivals = new Map(people.map((person) => [person.transactionId, []]));
  const sockets = [];
  for (const [index, person] of people.entries()) {
    for (let n = 0; n < SOCKETS_PER_HOUSEHOLD; n += 1) {
      const instance = instances[(index * SOCKETS_PER_HOUSEHOLD + n) % instances.length];
      const token = await realtimeToken(instance.url, person.token);
      sockets.push(await connect(instance.url, token, (id, at) => arrivals.get(id)?.push(at)));
    }
  }
  const latencies = [];
  let missed = 0;
  try {
    for (const person of people) {
      const sent = performance.now();
      const res = await fetch(`${entry}/api/transaction/${person.transactionId}/cancel-application/`, {
        method: 'POST',
        headers: { authorization: `Token ${person.token}` },
      });
      if (!res.ok) throw new Error(`bench: cancelling answered ${res.status}: ${await res.text()}`);
      const deadline = Date.now() + 5_000;
      const heard = arrivals.get(person.transactionId);
      while (heard.length < SOCKETS_PER_HOUSEHOLD && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      missed += SOCKETS_PER_HOUSEHOLD - Math.min(heard.length, SOCKETS_PER_HOUSEHOLD);
      latencies.push(...heard.map((at) => at - sent));
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    delivered: latencies.length,
    missed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}
