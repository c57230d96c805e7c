import { describe, expect, it } from 'vitest';
import { type LeaseChangeValues, leaseChangeRequest } from './lease-change-form';

const values = (overrides: Partial<LeaseChangeValues>): LeaseChangeValues => ({
  change: 'renters_insurance_addendum',
  terms: 'Quiet hours from 10 pm.',
  first_name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  resident_id: '12',
  rental_option_id: '3',
  item_name: 'Parking',
  ...overrides,
});

describe('the request a lease change sends', () => {
  it.each([
    ['renters_insurance_addendum', { kind: 'document', document_type: 'renters_insurance_addendum' }],
    [
      'lease_addendum',
      { kind: 'document', document_type: 'lease_addendum', terms: 'Quiet hours from 10 pm.' },
    ],
    ['add_roommate', { kind: 'add_roommate', first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' }],
    ['remove_roommate', { kind: 'remove_roommate', resident_id: 12 }],
    ['add_option', { kind: 'add_option', rental_option_id: 3 }],
    ['remove_option', { kind: 'remove_option', item_name: 'Parking' }],
  ] as const)('%s sends its own fields only', (change, request) => {
    expect(leaseChangeRequest(values({ change }))).toEqual(request);
  });
});
