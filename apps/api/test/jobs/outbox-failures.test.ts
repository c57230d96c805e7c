import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../src/db/schema/outbox.js';
import { processOutbox } from '../../src/jobs/outbox.js';
import { enqueueOutboxMessage } from '../../src/outbox/outbox-message.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database.js';

describe.each(databaseKinds)('a failing outbox message (%s)', (kind) => {
  let database: TestDatabase;
  let now = new Date('2026-11-26T12:00:00Z');
  const clock = { now: () => now };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('is logged without its payload, kept with its error, and tried again after its back-off', async () => {
    const { db } = database.handle;
    await enqueueOutboxMessage(db, clock, 'test.mail', { recipient: 'renter@example.com' });
    let mailServerUp = false;
    const sent: unknown[] = [];
    const handlers = {
      'test.mail': async (payload: Record<string, unknown>) => {
        if (!mailServerUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(payload);
      },
    };
    const log = { warn: vi.fn() };

    expect(await processOutbox({ db, clock, log }, handlers)).toBe(0);
    const [failed] = await db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'test.mail'));
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      processedAt: null,
    });
    expect(log.warn).toHaveBeenCalledTimes(1);
    const [details, message] = log.warn.mock.calls[0] ?? [];
    expect(message).toBe('outbox message failed; it will be retried');
    expect(details).toEqual({
      outboxMessageId: failed?.id,
      topic: 'test.mail',
      attempts: 1,
      retryAt: '2026-11-26T12:00:20.000Z',
    });
    expect(JSON.stringify(details)).not.toContain('renter@example.com');

    mailServerUp = true;
    now = new Date('2026-11-26T12:00:19Z');
    expect(await processOutbox({ db, clock, log }, handlers)).toBe(0);
    now = new Date('2026-11-26T12:00:20Z');
    expect(await processOutbox({ db, clock, log }, handlers)).toBe(1);
    expect(sent).toEqual([{ recipient: 'renter@example.com' }]);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
