import { item } from '@portal/domain/pricing/breakdown-item';
import type { Quote } from '@portal/domain/schemas/lease-terms';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { describe, expect, it } from 'vitest';
import { storageLockersFixture } from '@/test-support/transaction-fixture';
import { isQuoteShown, leaseEndRequestOf, quoteLines, quoteRequestOf } from './lease-quote';

const window = { earliest: '2026-12-01', latest: '2027-02-20' };

const transaction: Pick<LeaseTransaction, 'id' | 'unit' | 'selected_rental_options'> = {
  id: 41,
  unit: {
    id: 7,
    unit_number: '102',
    layout: '1 Bedroom',
    bedrooms: 1,
    bathrooms: 1,
    price: 149_500,
    sqft: 720,
    available_date: '2026-11-01',
    building: {
      name: 'Maple Court',
      street_address: '1 Maple Ct',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
    },
  },
  selected_rental_options: [
    {
      id: 1,
      rental_option_id: 3,
      key: 'pets-cats',
      category: 'pets',
      name: 'Cat',
      quantity: 1,
      included_quantity: 0,
      pet_type: 'pets-cats',
      is_assistance_animal: true,
    },
    storageLockersFixture({ rental_option_id: 9 }),
  ],
};

const quote: Quote = {
  total: 157_706,
  base_rent: 149_500,
  items_breakdown: [
    item({ name: 'Rent', amount: 149_500, type: 'rent' }),
    item({ name: 'Storage Locker', amount: 2_500, tax: 206, taxable: true, type: 'rental_option' }),
    item({ name: 'Valet Trash', amount: 3_000, type: 'fee' }),
    item({ name: '15-Month Lease Special', amount: -5_000, type: 'concession' }),
  ],
  errors: [],
};

describe('quoteRequestOf', () => {
  it("asks for the transaction's unit with its rental options mapped to the quote's shape", () => {
    expect(quoteRequestOf(transaction, '2026-12-15', 12, window)).toEqual({
      transaction_id: 41,
      unit_id: 7,
      lease_term: 12,
      move_in_date: '2026-12-15',
      rental_options: [
        { rental_option_id: 3, quantity: 1, is_assistance_animal: true },
        { rental_option_id: 9, quantity: 2, is_assistance_animal: false },
      ],
    });
  });

  it('asks nothing until a term and a date inside the move-in window are chosen', () => {
    expect(quoteRequestOf(transaction, '2026-12-15', null, window)).toBeNull();
    expect(quoteRequestOf(transaction, '', 12, window)).toBeNull();
    expect(quoteRequestOf(transaction, '2027-02-21', 12, window)).toBeNull();
    expect(quoteRequestOf(transaction, '2026-11-30', 12, window)).toBeNull();
    expect(quoteRequestOf(transaction, '2026-12-15', 12, null)).toBeNull();
  });
});

describe('isQuoteShown (spec §4)', () => {
  it('shows a quote with a total and a base rent and no errors', () => {
    expect(isQuoteShown(quote)).toBe(true);
  });

  it('hides a missing quote, one with errors, or one whose total or base rent is 0', () => {
    expect(isQuoteShown(undefined)).toBe(false);
    expect(isQuoteShown(null)).toBe(false);
    expect(isQuoteShown({ ...quote, errors: ['This lease term is not offered.'] })).toBe(false);
    expect(isQuoteShown({ ...quote, total: 0 })).toBe(false);
    expect(isQuoteShown({ ...quote, base_rent: 0 })).toBe(false);
  });
});

describe('quoteLines', () => {
  it('lists each item, a tax line under each taxed one, and concessions as such', () => {
    expect(quoteLines(quote)).toEqual([
      { key: '0', name: 'Rent', amount: 149_500, kind: 'charge' },
      { key: '1', name: 'Storage Locker', amount: 2_500, kind: 'charge' },
      { key: '1-tax', name: 'Storage Locker', amount: 206, kind: 'tax' },
      { key: '2', name: 'Valet Trash', amount: 3_000, kind: 'charge' },
      { key: '3', name: '15-Month Lease Special', amount: -5_000, kind: 'concession' },
    ]);
  });
});

describe('leaseEndRequestOf (what GET /api/lease-end-date/ is asked)', () => {
  it("names the community's lease settings, the move-in date and the term", () => {
    expect(leaseEndRequestOf(1, '2026-12-15', 12)).toEqual({
      lease_settings_id: 1,
      move_in_date: '2026-12-15',
      lease_term: 12,
    });
  });

  it('asks nothing without a term or a calendar date', () => {
    expect(leaseEndRequestOf(1, '2026-12-15', null)).toBeNull();
    expect(leaseEndRequestOf(1, '', 12)).toBeNull();
    expect(leaseEndRequestOf(1, '2026-02-30', 12)).toBeNull();
  });
});
