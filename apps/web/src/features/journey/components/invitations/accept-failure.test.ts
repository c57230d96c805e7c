import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { describeAcceptFailure } from './accept-failure';

const invitation = {
  invitee_id: 7,
  lease_transaction_id: 42,
  role: 20,
  community: 'maple-court',
  unit_number: '102',
  invited_by: 'Avery Quinn',
};

describe('describeAcceptFailure', () => {
  it.each([
    [
      new ApiRequestError(404, {
        error_type: 'NotFound',
        code: 'not_found',
        message: 'We could not find that invitation.',
      }),
      { kind: 'gone' },
    ],
    [
      new ApiRequestError(409, {
        error_type: 'Conflict',
        code: 'conflict',
        message: 'You are already on this application.',
      }),
      { kind: 'alreadyOn', message: 'You are already on this application.', transactionId: 42 },
    ],
    [new ApiRequestError(409, null), { kind: 'unexpected' }],
    [
      new ApiRequestError(500, { error_type: 'ServerError', code: 'server_error', message: 'Oops' }),
      { kind: 'unexpected' },
    ],
    [new ApiRequestError(0, null), { kind: 'unexpected' }],
    [new TypeError('Failed to fetch'), { kind: 'unexpected' }],
  ])('%s → %j', (error, expected) => {
    expect(describeAcceptFailure(error, invitation)).toEqual(expected);
  });
});
