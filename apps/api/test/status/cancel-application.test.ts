import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { en } from '../../src/messages/en.js';
import { startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { householdOfTwo } from './status-helpers.js';

describeApi('cancelling an application', (context) => {
  const cancel = (transactionId: number | string, token?: string) =>
    context().app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/cancel-application/`,
      ...(token ? { headers: withToken(token) } : {}),
    });
  const setStatus = (transactionId: number, status: number) =>
    context()
      .database.db.update(leaseTransactions)
      .set({ status })
      .where(eq(leaseTransactions.id, transactionId));

  it('lets the primary applicant cancel for the whole household, once', async () => {
    const { owner, roommate } = await householdOfTwo(context().app, context().database.db);
    const response = await cancel(owner.transactionId, owner.user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: owner.transactionId, status: ApplicationStatus.Cancelled });
    const cancelledEvents = () =>
      response.json().events.filter((event: { event: number }) => event.event === TransactionStep.Canceled);
    expect(cancelledEvents()).toEqual([
      expect.objectContaining({ event: TransactionStep.Canceled, applicant: owner.applicantId }),
    ]);

    // The roommate sees the cancelled application.
    const seen = await context().app.inject({
      method: 'GET',
      url: `/api/transactions/${owner.transactionId}/`,
      headers: withToken(roommate.user.token),
    });
    expect(seen.json().status).toBe(ApplicationStatus.Cancelled);

    const again = await cancel(owner.transactionId, owner.user.token);
    expect(again.statusCode).toBe(200);
    expect(
      again.json().events.filter((event: { event: number }) => event.event === TransactionStep.Canceled),
    ).toHaveLength(1);
  });

  it('cancels a submitted application too', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    await setStatus(owner.transactionId, ApplicationStatus.Submitted);
    expect((await cancel(owner.transactionId, owner.user.token)).json().status).toBe(
      ApplicationStatus.Cancelled,
    );
  });

  it('refuses anyone but the primary applicant', async () => {
    const { owner, roommate } = await householdOfTwo(context().app, context().database.db);
    const response = await cancel(owner.transactionId, roommate.user.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error_type: 'PermissionDenied',
      code: 'cancel_primary_only',
      message: en.cancel_primary_only,
    });
  });

  it('refuses once the leasing team has decided', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    await setStatus(owner.transactionId, ApplicationStatus.Approved);
    const response = await cancel(owner.transactionId, owner.user.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error_type: 'Conflict',
      code: 'cancel_too_late',
      message: en.cancel_too_late,
    });
  });

  it('answers 401 without a session, 404 for a stranger, 400 for a bad id', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const stranger = await startApplicationFor(context().app, context().database.db);
    expect((await cancel(owner.transactionId)).statusCode).toBe(401);
    expect((await cancel(owner.transactionId, stranger.user.token)).statusCode).toBe(404);
    expect((await cancel('abc', owner.user.token)).statusCode).toBe(400);
    expect((await cancel(999_999, owner.user.token)).statusCode).toBe(404);
  });
});
