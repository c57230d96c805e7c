import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { en } from '../../src/messages/en.js';
import { es } from '../../src/messages/es.js';
import { startApplicationFor } from '../factories/transactions.js';
import { registrationFor, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

const { password: _password, ...details } = registrationFor();

describeApi('the language of error replies', (context) => {
  const missingCommunity = (headers: Record<string, string> = {}) =>
    context().app.inject({ method: 'GET', url: '/api/communities/no-such-place/', headers });

  it('answers in the language Accept-Language prefers among en and es, q-values honoured', async () => {
    const spanish = await missingCommunity({ 'accept-language': 'fr;q=0.9, es-MX;q=0.8, en;q=0.5' });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({
      error_type: 'NotFound',
      code: 'community_not_found',
      message: es.community_not_found,
    });
    const english = await missingCommunity({ 'accept-language': 'es;q=0.4, en-US' });
    expect(english.json().message).toBe(en.community_not_found);
    expect((await missingCommunity({ 'accept-language': 'de' })).json().message).toBe(en.community_not_found);
    expect((await missingCommunity()).json()).toMatchObject({
      code: 'community_not_found',
      message: en.community_not_found,
    });
  });

  it('says a 400’s field messages in Spanish too, from the shared schemas’ words', async () => {
    const user = await signUp(context().app);
    const refused = await context().app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: { ...withToken(user.token), 'accept-language': 'es' },
      payload: { ...details, first_name: 'A'.repeat(101) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_fields', message: es.invalid_fields });
    expect(refused.json().errors.first_name).toEqual(['Supera los 100 caracteres']);
  });

  it('says a 409 in Spanish, and in English without the header', async () => {
    const application = await startApplicationFor(
      context().app,
      context().database.db,
      'L1',
      'lakeside-lofts',
    );
    await context()
      .database.db.update(leaseTransactions)
      .set({ status: ApplicationStatus.Submitted })
      .where(eq(leaseTransactions.id, application.transactionId));
    const choose = (headers: Record<string, string>) =>
      context().app.inject({
        method: 'PATCH',
        url: `/api/transactions/${application.transactionId}/`,
        headers: { ...withToken(application.user.token), ...headers },
        payload: { unit_security_payment_option: 'security_fee' },
      });
    const spanish = await choose({ 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json()).toMatchObject({
      code: 'security_choice_closed',
      message: es.security_choice_closed,
    });
    expect((await choose({})).json().message).toBe(en.security_choice_closed);
  });

  it('answers in the account’s language when the request names none, even before the session is checked', async () => {
    const user = await signUp(context().app);
    const chosen = await context().app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: withToken(user.token),
      payload: { language: 'es' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const refusedBody = await context().app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: withToken(user.token),
      payload: { ...details, first_name: 'A'.repeat(101) },
    });
    expect(refusedBody.json().message).toBe(es.invalid_fields);
    const elsewhere = await missingCommunity(withToken(user.token));
    expect(elsewhere.json().message).toBe(es.community_not_found);
    const asked = await missingCommunity({ ...withToken(user.token), 'accept-language': 'en' });
    expect(asked.json().message).toBe(en.community_not_found);
  });
});
