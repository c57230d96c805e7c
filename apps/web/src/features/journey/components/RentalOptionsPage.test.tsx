// @vitest-environment happy-dom
import '@/lib/i18n';
import type { RentalOption } from '@portal/domain/schemas/units';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { leaseTransactionFixture, storageLockersFixture } from '@/test-support/transaction-fixture';
import { PetsPage } from './RentalOptionsPage';

const option = (id: number, key: string, category: string, name: string): RentalOption => ({
  id,
  key,
  category,
  name,
  monthly_price: 2_500,
  deposit_price: 0,
  one_time_price: 0,
  max_quantity: 2,
  included_quantity_rule: null,
  taxable: false,
});
const options = {
  status: 200,
  body: {
    rental_options: [
      option(3, 'pets-dogs', 'pets', 'Dog'),
      option(4, 'pets-cats', 'pets', 'Cat'),
      option(6, 'storage', 'storage', 'Storage Locker'),
    ],
  },
};
// Two storage lockers chosen before: saving the pets keeps them.
const transaction = leaseTransactionFixture({ selected_rental_options: [storageLockersFixture()] });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a rental category page', () => {
  it('replaces the category’s selections, keeping the other categories’, and goes back to the hub', async () => {
    const { sent } = renderInTransaction(
      <PetsPage />,
      {
        '/api/communities/maple-court/rental-options/': [options],
        '/api/transactions/7/': [{ status: 200, body: transaction }],
      },
      transaction,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add one Dog' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'This is an assistance animal (no pet fees)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one Cat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one Cat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Went to /maple-court/transaction/7/rental-profile')).toBeTruthy();
    expect(sent('/api/transactions/7/')).toEqual([
      {
        selected_rental_options: [
          { rental_option_id: 6, quantity: 2 },
          { rental_option_id: 3, quantity: 1, pet_type: 'pets-dogs', is_assistance_animal: true },
          { rental_option_id: 4, quantity: 2, pet_type: 'pets-cats', is_assistance_animal: false },
        ],
      },
    ]);
  });

  it('lists a failed save above the form and stays', async () => {
    const { requested } = renderInTransaction(
      <PetsPage />,
      {
        '/api/communities/maple-court/rental-options/': [options],
        '/api/transactions/7/': [{ status: 500 }],
      },
      transaction,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add one Cat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Oops! We ran into some issues. Please try again later.')).toBeTruthy();
    await waitFor(() => expect(requested).toContain('/api/transactions/7/'));
    expect(screen.queryByText(/^Went to/)).toBeNull();
  });
});
