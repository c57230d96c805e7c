import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applicants, leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { fees, rentalOptions } from '../../src/db/schema/pricing.js';
import { units } from '../../src/db/schema/units.js';
import { startApplicationFor, unitId } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

/**
 * The holds the web app lifts through PATCH /api/transactions/{id}/: confirming new prices (the same
 * term and options quoted again), refreshing an expired quote, and moving to another unit.
 */
describeApi('price changes, expired quotes and a gone unit', (context) => {
  const call = async (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: unknown) =>
    context().app.inject({ method, url, headers: withToken(token), ...(payload ? { payload } : {}) });

  const wineCooler = async () => {
    const [row] = await context()
      .database.db.select()
      .from(rentalOptions)
      .where(eq(rentalOptions.key, 'wine-cooler'));
    if (!row) throw new Error('no wine cooler');
    return row;
  };

  /** A primary applicant of unit 203 with a wine cooler, quoted at today's prices. */
  async function quoted() {
    const started = await startApplicationFor(context().app, context().database.db, '203');
    const option = await wineCooler();
    const saved = await call('PATCH', `/api/transactions/${started.transactionId}/`, started.user.token, {
      lease_term: 12,
      move_in_date: '2026-12-15',
      selected_rental_options: [{ rental_option_id: option.id, quantity: 1 }],
    });
    expect(saved.statusCode).toBe(200);
    return { ...started, option };
  }

  const detect = async (transactionId: number, token: string) => ({
    unit: (await call('GET', `/api/transaction/${transactionId}/detect-unit-price-changed/`, token)).json(),
    options: (
      await call('GET', `/api/transaction/${transactionId}/detect-rental-options-price-changed/`, token)
    ).json(),
  });

  /** Sets unit 203's rent and the wine cooler's price for the test, and puts them back after it. */
  async function withPrices(
    rentCents: number,
    coolerCents: number,
    optionId: number,
    test: () => Promise<void>,
  ) {
    const { db } = context().database;
    await db.update(units).set({ baseRentCents: rentCents }).where(eq(units.unitNumber, '203'));
    await db.update(rentalOptions).set({ monthlyCents: coolerCents }).where(eq(rentalOptions.id, optionId));
    try {
      await test();
    } finally {
      await db.update(units).set({ baseRentCents: 152_500 }).where(eq(units.unitNumber, '203'));
      await db.update(rentalOptions).set({ monthlyCents: 1_500 }).where(eq(rentalOptions.id, optionId));
    }
  }

  const monthlyRent = async (transactionId: number, token: string) => {
    const breakdown = await call('POST', `/api/transaction/${transactionId}/payment-breakdown/`, token);
    expect(breakdown.statusCode).toBe(200);
    const items: { name: string; amount: number }[] = breakdown.json().monthly_fees_no_prorate.items;
    return Object.fromEntries(items.map((item) => [item.name, item.amount]));
  };

  it('keeps charging the quoted prices after a rise until the quote expires, then quotes the new ones', async () => {
    const { user, transactionId, option } = await quoted();
    await withPrices(155_000, 2_000, option.id, async () => {
      expect(await detect(transactionId, user.token)).toMatchObject({
        unit: { changed: false, quoted_rent: 152_500, current_rent: 155_000 },
        options: { changed: false, options: [] },
      });
      expect(await monthlyRent(transactionId, user.token)).toMatchObject({
        Rent: 152_500,
        'Wine Cooler': 1_500,
      });

      await context()
        .database.db.update(leaseTransactions)
        .set({ quotedAt: new Date(context().clock.now().getTime() - 3 * 24 * 60 * 60_000) })
        .where(eq(leaseTransactions.id, transactionId));
      expect((await detect(transactionId, user.token)).unit.changed).toBe(true);
      expect(await monthlyRent(transactionId, user.token)).toMatchObject({
        Rent: 155_000,
        'Wine Cooler': 2_000,
      });
    });
  });

  it('tells the primary applicant of a lower price, which a fresh quote gives them', async () => {
    const { user, transactionId, option } = await quoted();
    await withPrices(150_000, 1_000, option.id, async () => {
      const before = await detect(transactionId, user.token);
      expect(before.unit).toEqual({ changed: true, quoted_rent: 152_500, current_rent: 150_000 });
      expect(before.options.options).toEqual([
        { rental_option_id: option.id, name: 'Wine Cooler', quoted_price: 1_500, current_price: 1_000 },
      ]);

      const confirmed = await call('PATCH', `/api/transactions/${transactionId}/`, user.token, {
        lease_term: 12,
        selected_rental_options: [{ rental_option_id: option.id, quantity: 1 }],
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ lease_term: 12, move_in_date: '2026-12-15' });
      const after = await detect(transactionId, user.token);
      expect(after.unit).toEqual({ changed: false, quoted_rent: 150_000, current_rent: 150_000 });
      expect(after.options).toEqual({ changed: false, options: [] });
      expect(await monthlyRent(transactionId, user.token)).toMatchObject({
        Rent: 150_000,
        'Wine Cooler': 1_000,
      });
    });
  });

  it('keeps a submitted application at the fees it was quoted, however long ago', async () => {
    const { user, transactionId } = await quoted();
    const { db } = context().database;
    const applicationFee = async () => {
      const breakdown = await call(
        'POST',
        `/api/transaction/${transactionId}/payment-breakdown/`,
        user.token,
      );
      const items: { name: string; amount: number }[] = breakdown.json().one_time_fees.items;
      return items.find((item) => item.name === 'Application Fee')?.amount;
    };
    await db
      .update(leaseTransactions)
      .set({
        status: ApplicationStatus.Submitted,
        quotedAt: new Date(context().clock.now().getTime() - 30 * 24 * 60 * 60_000),
      })
      .where(eq(leaseTransactions.id, transactionId));
    const [transaction] = await db
      .select({ communityId: leaseTransactions.communityId })
      .from(leaseTransactions)
      .where(eq(leaseTransactions.id, transactionId));
    const itsApplicationFee = and(
      eq(fees.key, 'application-fee'),
      eq(fees.communityId, transaction?.communityId ?? -1),
    );
    await db.update(fees).set({ amountCents: 7_500 }).where(itsApplicationFee);
    try {
      expect(await applicationFee()).toBe(5_000);
    } finally {
      await db.update(fees).set({ amountCents: 5_000 }).where(itsApplicationFee);
    }
  });

  it('lets only the primary applicant confirm: another household member gets 403', async () => {
    const { transactionId, option } = await quoted();
    const roommate = await signUp(context().app);
    await context().database.db.insert(applicants).values({
      leaseTransactionId: transactionId,
      userId: roommate.id,
      role: 20,
      createdAt: context().clock.now(),
    });
    const refused = await call('PATCH', `/api/transactions/${transactionId}/`, roommate.token, {
      lease_term: 12,
      selected_rental_options: [{ rental_option_id: option.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only the primary applicant can change the unit, lease terms and rental options.',
    );
    // The household reads the same transaction, quote expiry and unit availability included.
    const read = await call('GET', `/api/transactions/${transactionId}/`, roommate.token);
    expect(read.json()).toMatchObject({
      quote_expired: false,
      unit_available: true,
      applicant: { role: 20 },
    });
  });

  it('refreshes an expired quote when the lease terms are saved again', async () => {
    const { user, transactionId } = await quoted();
    await context()
      .database.db.update(leaseTransactions)
      .set({ quotedAt: new Date(context().clock.now().getTime() - 3 * 24 * 60 * 60_000) })
      .where(eq(leaseTransactions.id, transactionId));
    const read = async () => (await call('GET', `/api/transactions/${transactionId}/`, user.token)).json();
    expect((await read()).quote_expired).toBe(true);
    const refreshed = await call('PATCH', `/api/transactions/${transactionId}/`, user.token, {
      move_in_date: '2026-12-15',
      lease_term: 12,
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await read()).quote_expired).toBe(false);
  });

  it('moves the application to another unit open on the move-in date when its unit is gone', async () => {
    const { user, transactionId } = await quoted();
    const { db } = context().database;
    await db.update(units).set({ available: false }).where(eq(units.unitNumber, '203'));
    try {
      expect(
        (await call('GET', `/api/transactions/${transactionId}/`, user.token)).json().unit_available,
      ).toBe(false);
      const open = await call(
        'GET',
        `/api/transaction/${transactionId}/available-units/?move_in_date=2026-12-15`,
        user.token,
      );
      const numbers = open.json().units.map((unit: { unit_number: string }) => unit.unit_number);
      expect(numbers).not.toContain('203');
      expect(numbers).toContain('102');
      const gone = await call('PATCH', `/api/transactions/${transactionId}/`, user.token, {
        unit_id: await unitId(db, '407'),
      });
      expect(gone.statusCode).toBe(400);
      expect(gone.json().errors.unit_id).toEqual(['This unit is not available. Please choose another one.']);
      const moved = await call('PATCH', `/api/transactions/${transactionId}/`, user.token, {
        unit_id: await unitId(db, '102'),
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ unit: { unit_number: '102' }, unit_available: true });
      expect((await detect(transactionId, user.token)).unit).toEqual({
        changed: false,
        quoted_rent: 149_500,
        current_rent: 149_500,
      });
    } finally {
      await db.update(units).set({ available: true }).where(eq(units.unitNumber, '203'));
    }
  });

  it('refuses a bad move-in date on the unit list with a 400, and strangers with a 404', async () => {
    const { user, transactionId } = await quoted();
    const bad = await call(
      'GET',
      `/api/transaction/${transactionId}/available-units/?move_in_date=2026-02-30`,
      user.token,
    );
    expect(bad.statusCode).toBe(400);
    const stranger = await signUp(context().app);
    const hidden = await call(
      'GET',
      `/api/transaction/${transactionId}/detect-unit-price-changed/`,
      stranger.token,
    );
    expect(hidden.statusCode).toBe(404);
    const anonymous = await context().app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/detect-rental-options-price-changed/`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
