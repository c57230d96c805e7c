import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { rentalOptions } from '../../src/db/schema/pricing.js';
import { units } from '../../src/db/schema/units.js';
import { startApplicationFor, unitId } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

describeApi('lease terms and quotes', (context) => {
  const optionIds = async () => {
    const rows = await context().database.db.select().from(rentalOptions);
    return (key: string, community = 1) =>
      rows.find((row) => row.key === key && row.communityId === community)?.id ?? 0;
  };

  it('lists every term with the monthly rent and lease end date', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db);
    const response = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/available-lease-terms/`,
      headers: withToken(user.token),
      payload: { move_in_date: '2026-12-15' },
    });
    expect(response.json()).toEqual({
      lease_terms: [
        { lease_term: 6, monthly_rent: 164_450, lease_end_date: '2027-06-14' },
        { lease_term: 9, monthly_rent: 156_975, lease_end_date: '2027-09-14' },
        { lease_term: 12, monthly_rent: 149_500, lease_end_date: '2027-12-14' },
        { lease_term: 15, monthly_rent: 146_510, lease_end_date: '2028-03-14' },
      ],
      move_in_window: { earliest: '2026-11-22', latest: '2027-02-20' },
    });
  });

  it('answers the terms without a body too (no move-in date yet)', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db);
    const response = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/available-lease-terms/`,
      headers: withToken(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().lease_terms[0]).toEqual({
      lease_term: 6,
      monthly_rent: 164_450,
      lease_end_date: null,
    });
  });

  it('quotes the worked example: unit 102, 12 months, a cat and a storage locker → $1,577.06', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db);
    const id = await optionIds();
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/quote/',
      headers: withToken(user.token),
      payload: {
        transaction_id: transactionId,
        unit_id: await unitId(context().database.db, '102'),
        lease_term: 12,
        move_in_date: '2026-12-15',
        rental_options: [
          { rental_option_id: id('pets-cats'), quantity: 1 },
          { rental_option_id: id('storage'), quantity: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json();
    expect(quote).toMatchObject({ total: 157_706, base_rent: 149_500, errors: [] });
    expect(
      quote.items_breakdown.map((i: { name: string; amount: number; tax: number }) => [
        i.name,
        i.amount,
        i.tax,
      ]),
    ).toEqual([
      ['Rent', 149_500, 0],
      ['Cat', 2_500, 0],
      ['Storage Locker', 2_500, 206],
      ['Valet Trash', 3_000, 0],
    ]);
  });

  it('adds the 15-month special as a concession and reports errors instead of a price', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db);
    const quote = (payload: Record<string, unknown>) =>
      context().app.inject({
        method: 'POST',
        url: '/api/quote/',
        headers: withToken(user.token),
        payload: {
          transaction_id: transactionId,
          unit_id: 2,
          lease_term: 15,
          move_in_date: '2026-12-15',
          ...payload,
        },
      });
    const fifteen = (await quote({ unit_id: await unitId(context().database.db, '102') })).json();
    expect(fifteen.items_breakdown.at(-1)).toMatchObject({ name: '15-Month Lease Special', amount: -5_000 });
    expect(fifteen.total).toBe(146_510 + 3_000 - 5_000);
    const bad = (await quote({ unit_id: await unitId(context().database.db, '407'), lease_term: 7 })).json();
    expect(bad).toMatchObject({ total: 0, base_rent: 0 });
    expect(bad.errors).toEqual(['This unit is no longer available.', 'This lease term is not offered.']);
  });

  it('detects a lower staff price after the quote (a rise waits for the quote to expire)', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db, '101');
    const id = await optionIds();
    await context().app.inject({
      method: 'PATCH',
      url: `/api/transactions/${transactionId}/`,
      headers: withToken(user.token),
      payload: {
        lease_term: 12,
        move_in_date: '2026-12-15',
        selected_rental_options: [{ rental_option_id: id('wine-cooler'), quantity: 1 }],
      },
    });
    const detect = async (what: string) =>
      (
        await context().app.inject({
          method: 'GET',
          url: `/api/transaction/${transactionId}/${what}/`,
          headers: withToken(user.token),
        })
      ).json();
    expect(await detect('detect-unit-price-changed')).toEqual({
      changed: false,
      quoted_rent: 129_500,
      current_rent: 129_500,
    });
    expect((await detect('detect-rental-options-price-changed')).changed).toBe(false);

    const { db } = context().database;
    await db.update(units).set({ baseRentCents: 128_000 }).where(eq(units.unitNumber, '101'));
    await db
      .update(rentalOptions)
      .set({ monthlyCents: 1_200 })
      .where(eq(rentalOptions.id, id('wine-cooler')));
    expect(await detect('detect-unit-price-changed')).toEqual({
      changed: true,
      quoted_rent: 129_500,
      current_rent: 128_000,
    });
    expect(await detect('detect-rental-options-price-changed')).toEqual({
      changed: true,
      options: [
        {
          rental_option_id: id('wine-cooler'),
          name: 'Wine Cooler',
          quoted_price: 1_500,
          current_price: 1_200,
        },
      ],
    });
  });

  it('expires the quote after quote_valid_days', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db);
    await context().app.inject({
      method: 'PATCH',
      url: `/api/transactions/${transactionId}/`,
      headers: withToken(user.token),
      payload: { lease_term: 12, move_in_date: '2026-12-15' },
    });
    const read = async () =>
      (
        await context().app.inject({
          method: 'GET',
          url: `/api/transactions/${transactionId}/`,
          headers: withToken(user.token),
        })
      ).json();
    expect((await read()).quote_expired).toBe(false);
    const quotedAgo = async (minutes: number) =>
      context()
        .database.db.update(leaseTransactions)
        .set({ quotedAt: new Date(context().clock.now().getTime() - minutes * 60_000) })
        .where(eq(leaseTransactions.id, transactionId));
    const twoDays = 2 * 24 * 60;
    await quotedAgo(twoDays - 1);
    expect((await read()).quote_expired).toBe(false);
    await quotedAgo(twoDays + 1);
    expect((await read()).quote_expired).toBe(true);
  });
});
