import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { expect, it } from 'vitest';
import { austinAddress } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { saveCard, saveVerifiedBankAccount } from '../payments/payment-helpers.js';
import { payableApplication } from '../payments/priced-application.js';
import { describeApi } from '../support/test-app.js';

/** Spec part 2 §4, Applicant: the read also carries the caller's e-mail, steps and bank accounts. */
describeApi('GET /api/applicant/{id}/', (context) => {
  const read = (applicantId: number, token?: string) =>
    context().app.inject({
      method: 'GET',
      url: `/api/applicant/${applicantId}/`,
      headers: token ? withToken(token) : {},
    });
  const applicationWithBank = async () => {
    const application = await payableApplication(context().app, context().database.db, context().clock);
    const { user, transactionId, applicantId } = application;
    await context().app.inject({
      method: 'PUT',
      url: `/api/applicant/${applicantId}/`,
      headers: withToken(user.token),
      payload: austinAddress,
    });
    await context().app.inject({
      method: 'POST',
      url: `/api/page-complete/${transactionId}/`,
      headers: withToken(user.token),
      payload: { page: 'address' },
    });
    const bankId = await saveVerifiedBankAccount(context().app, user.token, transactionId, '000123456789');
    await saveCard(context().app, user.token, transactionId);
    return { ...application, bankId };
  };

  it("answers the caller's e-mail, their own steps and their bank accounts, masked and labelled", async () => {
    const { user, applicantId, bankId } = await applicationWithBank();
    const response = await read(applicantId, user.token);
    expect(response.statusCode, response.body).toBe(200);
    const applicant = response.json();
    expect(applicant.email).toBe(user.email);
    expect(applicant.events).toEqual([
      {
        event: TransactionStep.Address,
        applicant: applicantId,
        created_at: expect.any(String),
        milestone: false,
      },
    ]);
    // The card is a payment method, not a bank account.
    expect(applicant.bank_accounts).toEqual([
      expect.objectContaining({
        id: bankId,
        kind: 'bank',
        label: 'Sandbox Bank account ending in 6789',
        owner_name: 'Avery Quinn',
        status: 20,
        verification_url: null,
        payment_method_token: expect.any(String),
      }),
    ]);
    expect(response.body).not.toContain('000123456789');
  });

  it("shows nobody another person's record, nor their accounts in their own", async () => {
    const owner = await applicationWithBank();
    const stranger = await payableApplication(context().app, context().database.db, context().clock);
    expect((await read(owner.applicantId, stranger.user.token)).statusCode).toBe(404);
    const own = (await read(stranger.applicantId, stranger.user.token)).json();
    expect(own.email).toBe(stranger.user.email);
    expect(own.events).toEqual([]);
    expect(own.bank_accounts).toEqual([]);
  });

  it('asks for a session, and takes only a record id', async () => {
    const { applicantId, user } = await applicationWithBank();
    expect((await read(applicantId)).statusCode).toBe(401);
    const bad = await context().app.inject({
      method: 'GET',
      url: '/api/applicant/not-a-number/',
      headers: withToken(user.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
