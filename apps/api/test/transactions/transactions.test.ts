import { expect, it } from 'vitest';
import { austinAddress, startApplicationFor, unitId } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

describeApi('lease transactions', (context) => {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: unknown) =>
    context().app.inject({
      method,
      url,
      headers: withToken(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('starts an application for unit 102 with the caller as primary applicant', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db);
    const response = await call('GET', `/api/transactions/${transactionId}/`, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 10,
      status: 5,
      community: { slug: 'maple-court', display_name: 'Maple Court Apartments' },
      unit: {
        unit_number: '102',
        layout: '1 Bedroom',
        building: {
          name: 'Maple Court',
          street_address: '1200 Maple Ave',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
        },
      },
      unit_available: true,
      primary_applicant: { first_name: 'Avery', last_name: 'Quinn' },
      applicant: { role: 10 },
      events: [],
      selected_rental_options: [],
    });
    const list = await call('GET', '/api/transactions/', user.token);
    expect(list.json().transactions.map((t: { id: number }) => t.id)).toEqual([transactionId]);
  });

  it('refuses an unavailable unit, a unit of another community and a missing session', async () => {
    const user = await signUp(context().app);
    const unavailable = await call('POST', '/api/transactions/', user.token, {
      unit_id: await unitId(context().database.db, '407'),
    });
    expect(unavailable.statusCode).toBe(400);
    const elsewhere = await call('POST', '/api/transactions/', user.token, {
      unit_id: await unitId(context().database.db, 'L1'),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(
      (await context().app.inject({ method: 'POST', url: '/api/transactions/', payload: { unit_id: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await call('POST', '/api/transactions/', user.token, { unit_id: 'one' })).statusCode).toBe(400);
  });

  it("answers 404 for another user's transaction and applicant, on every endpoint", async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const stranger = await signUp(context().app);
    const urls: ['GET' | 'POST' | 'PATCH' | 'PUT', string, unknown?][] = [
      ['GET', `/api/transactions/${owner.transactionId}/`],
      ['PATCH', `/api/transactions/${owner.transactionId}/`, { lease_term: 12 }],
      ['POST', `/api/page-complete/${owner.transactionId}/`, { page: 'address' }],
      ['GET', `/api/applicant/${owner.applicantId}/`],
      ['PUT', `/api/applicant/${owner.applicantId}/`, austinAddress],
      ['POST', `/api/transaction/${owner.transactionId}/available-lease-terms/`, {}],
      ['GET', `/api/transaction/${owner.transactionId}/available-units/?move_in_date=2026-12-15`],
      ['GET', `/api/transaction/${owner.transactionId}/detect-unit-price-changed/`],
      ['GET', `/api/transaction/${owner.transactionId}/detect-rental-options-price-changed/`],
      [
        'POST',
        '/api/quote/',
        { transaction_id: owner.transactionId, unit_id: 1, lease_term: 12, move_in_date: '2026-12-15' },
      ],
      ['GET', '/api/transactions/999999/'],
    ];
    for (const [method, url, payload] of urls) {
      const response = await call(method, url, stranger.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('saves the current address, checking the ZIP code against the state', async () => {
    const { user, applicantId } = await startApplicationFor(context().app, context().database.db);
    const saved = await call('PUT', `/api/applicant/${applicantId}/`, user.token, austinAddress);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...austinAddress, role: 10 });
    const wrongState = await call('PUT', `/api/applicant/${applicantId}/`, user.token, {
      ...austinAddress,
      address_state: 'WI',
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().errors.address_postal_code).toEqual([
      "This ZIP code isn't in the state you chose",
    ]);
    const missing = await call('PUT', `/api/applicant/${applicantId}/`, user.token, {
      ...austinAddress,
      address_city: '',
    });
    expect(missing.json().errors.address_city).toEqual(['City is required']);
  });

  it('walks the steps in order: a later page before an earlier one is a 409', async () => {
    const { user, transactionId, applicantId } = await startApplicationFor(
      context().app,
      context().database.db,
    );
    const complete = (page: string, data?: unknown) =>
      call(
        'POST',
        `/api/page-complete/${transactionId}/`,
        user.token,
        data === undefined ? { page } : { page, data },
      );

    const early = await complete('lease-terms');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Please finish Current Address first.');
    const earlyInSpanish = await context().app.inject({
      method: 'POST',
      url: `/api/page-complete/${transactionId}/`,
      headers: { ...withToken(user.token), 'accept-language': 'es' },
      payload: { page: 'lease-terms' },
    });
    expect(earlyInSpanish.json()).toMatchObject({
      code: 'finish_step_first',
      message: 'Primero termine el paso Dirección actual.',
    });
    expect((await complete('address')).statusCode).toBe(400);

    await call('PUT', `/api/applicant/${applicantId}/`, user.token, austinAddress);
    const address = await complete('address');
    expect(address.statusCode).toBe(200);
    expect(address.json().events.map((e: { event: number }) => e.event)).toEqual([10]);
    expect((await complete('address')).json().events).toHaveLength(1);

    expect((await complete('military-status', { military_status: 'sailor' })).statusCode).toBe(400);
    expect((await complete('military-status', { military_status: 'veteran' })).statusCode).toBe(200);

    const noTerms = await complete('lease-terms');
    expect(noTerms.json().errors).toEqual({
      lease_term: ['Choose a lease term'],
      move_in_date: ['Choose a move-in date'],
    });
    await call('PATCH', `/api/transactions/${transactionId}/`, user.token, {
      move_in_date: '2026-12-15',
      lease_term: 12,
    });
    const terms = await complete('lease-terms');
    expect(terms.json()).toMatchObject({
      lease_term: 12,
      move_in_date: '2026-12-15',
      lease_end_date: '2027-12-14',
    });
    expect((await complete('rental-profile')).json().events.map((e: { event: number }) => e.event)).toEqual([
      10, 250, 20, 30,
    ]);
    expect((await complete('income-employment')).statusCode).toBe(400);
  });

  it('checks move-in dates, lease terms and rental options against the community', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db);
    const patch = (payload: unknown) =>
      call('PATCH', `/api/transactions/${transactionId}/`, user.token, payload);
    expect((await patch({ move_in_date: '2026-11-01' })).json().errors.move_in_date).toEqual([
      'Choose a move-in date between 2026-11-22 and 2027-02-20.',
    ]);
    expect((await patch({ move_in_date: '2027-02-30' })).statusCode).toBe(400);
    expect((await patch({ lease_term: 7 })).json().errors.lease_term).toEqual([
      'Choose one of the lease terms offered: 6, 9, 12, 15 months.',
    ]);
    expect((await patch({ surprise: true })).statusCode).toBe(400);
    const optionsResponse = await context().app.inject({
      method: 'GET',
      url: '/api/communities/maple-court/rental-options/',
    });
    const byKey = Object.fromEntries(
      optionsResponse.json().rental_options.map((o: { key: string; id: number }) => [o.key, o.id]),
    );
    expect(
      (await patch({ selected_rental_options: [{ rental_option_id: byKey['pets-cats'], quantity: 3 }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await patch({
          selected_rental_options: [
            { rental_option_id: byKey.storage, quantity: 1, is_assistance_animal: true },
          ],
        })
      ).statusCode,
    ).toBe(400);
    const saved = await patch({
      selected_rental_options: [
        { rental_option_id: byKey['pets-cats'], quantity: 1 },
        { rental_option_id: byKey['pets-dogs'], quantity: 1, is_assistance_animal: true },
        { rental_option_id: byKey.storage, quantity: 1 },
        { rental_option_id: byKey['wine-cooler'], quantity: 0 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json()
        .selected_rental_options.map(
          (o: { key: string; pet_type: string | null; is_assistance_animal: boolean }) => [
            o.key,
            o.pet_type,
            o.is_assistance_animal,
          ],
        ),
    ).toEqual([
      ['pets-dogs', 'pets-dogs', true],
      ['pets-cats', 'pets-cats', false],
      ['storage', null, false],
    ]);
  });
});
