import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { MAX_RECORD_ID } from '@portal/domain/schemas/record-id';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { sessionOf } from '../../plugins/authentication.js';
import { describeTransactionFor } from '../../services/transactions/describe-transaction.js';
import { accessTransaction, type TransactionAccess } from '../../services/transactions/transaction-access.js';

const databaseId = z.coerce.number().int().positive().max(MAX_RECORD_ID);

export const idParams = z.object({ id: databaseId });
export const personParams = idParams.extend({ personId: databaseId });
export const sourceParams = idParams.extend({ sourceId: databaseId });

/** The transaction `id` as seen by the signed-in caller; 404 unless they are on it. */
export function callerTransaction(
  context: AppContext,
  request: FastifyRequest,
  id: number,
): Promise<TransactionAccess> {
  return accessTransaction(context.db, id, sessionOf(request).userId);
}

/** The transaction as it is now (read again after a change), in the spec's shape. */
export async function describeCallerTransaction(
  context: AppContext,
  request: FastifyRequest,
  id: number,
): Promise<LeaseTransaction> {
  return describeTransactionFor(context.db, context.clock, id, sessionOf(request).userId);
}
