import { describe, expect, it } from 'vitest';
import { leaseStatuses } from '../schemas/lease.js';
import { canTransfer } from './transfer.js';

describe('canTransfer', () => {
  const expected = {
    current: true,
    month_to_month: true,
    renewed: false,
    notice_given: false,
    ended: false,
  } as const;
  it.each(leaseStatuses.map((status) => [status, expected[status]] as const))('%s: %s', (status, can) => {
    expect(canTransfer({ status })).toBe(can);
  });
});
