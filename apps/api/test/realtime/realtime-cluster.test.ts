import { randomBytes } from 'node:crypto';
import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { readDemoFixture } from '../../src/services/demo-data/demo-fixture.js';
import { loadDemoData } from '../../src/services/demo-data/load-demo-data.js';
import { withToken } from '../factories/users.js';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import { DEMO_STAFF, staffToken, submittedApplicant } from '../staff/staff-helpers.js';
import type { TestContext } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { connect, eventually, listen, realtimeToken, received } from './realtime-helpers.js';

const redisUrl = process.env.TEST_REDIS_URL;
const clusterAvailable = Boolean(process.env.TEST_DATABASE_URL && redisUrl);

/**
 * Two instances of the portal on one PostgreSQL, their sockets joined through Redis: a decision made on
 * one reaches the applicant whose socket is held by the other (issue 20).
 */
describe.skipIf(!clusterAvailable)('realtime across two instances [postgres + redis]', () => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondUrl: string;
  const sockets: Socket[] = [];
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (!database.databaseUrl) throw new Error('The test database has no URL');
    secondHandle = await openDatabase({ databaseUrl: database.databaseUrl });
    await loadDemoData(database.handle.db, await readDemoFixture(), clock);
    // Every instance of a deployment shares its keys: a token issued by one opens a socket on the other.
    const ssnEncryptionKey = randomBytes(32);
    first = await buildApp({ db: database.handle.db, clock, redisUrl, ssnEncryptionKey });
    second = await buildApp({ db: secondHandle.db, clock, redisUrl, ssnEncryptionKey });
    await listen(first);
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first?.close();
    await second?.close();
    await secondHandle?.close();
    await database?.dispose();
  });

  it('delivers a decision made on one instance to the sockets held by the other', async () => {
    const context: TestContext = { kind: 'postgres', app: first, database: database.handle, clock };
    const household = await submittedApplicant(context, TEST_SSNS.clear, 12 * 600_000);
    const manager = await staffToken(first, DEMO_STAFF.mapleCourtManager);

    const applicantSocket = await connect(secondUrl, await realtimeToken(first, household.user.token));
    const staffSocket = await connect(secondUrl, await realtimeToken(first, manager));
    sockets.push(applicantSocket, staffSocket);
    const applicantHeard = received(applicantSocket, 'transaction.updated');
    const staffHeard = received(staffSocket, 'application.updated');

    const decided = await first.inject({
      method: 'POST',
      url: `/api/staff/applications/${household.transactionId}/decision/`,
      headers: withToken(manager),
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await eventually(() => applicantHeard.length === 1 && staffHeard.length === 1);
    expect(applicantHeard[0]).toMatchObject({
      transaction_id: household.transactionId,
      status: ApplicationStatus.Approved,
    });
  });
});
