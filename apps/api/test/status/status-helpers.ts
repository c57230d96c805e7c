import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { type SignedUpUser, signUp, withToken } from '../factories/users.js';

export interface Household {
  owner: StartedApplication;
  roommate: { user: SignedUpUser; applicantId: number; inviteeId: number };
}

async function call(app: FastifyInstance, method: 'POST', url: string, token: string, payload: object) {
  const response = await app.inject({ method, url, headers: withToken(token), payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} failed: ${response.body}`);
  return response.json();
}

/** A primary applicant and a roommate who was invited by e-mail and joined, as the household pages do. */
export async function householdOfTwo(app: FastifyInstance, db: Database): Promise<Household> {
  const owner = await startApplicationFor(app, db);
  const roommate = await signUp(app, { first_name: 'Jordan', last_name: 'Lee' });
  const invitee = await call(
    app,
    'POST',
    `/api/transaction/${owner.transactionId}/invitees/`,
    owner.user.token,
    {
      role: 20,
      first_name: 'Jordan',
      last_name: 'Lee',
      email: roommate.email,
    },
  );
  const joined = await call(app, 'POST', '/api/applicant-role/', roommate.token, { invitee_id: invitee.id });
  return { owner, roommate: { user: roommate, applicantId: joined.applicant.id, inviteeId: invitee.id } };
}

/** What the Identity Verification screens record when an applicant passes. */
export async function finishIdentityVerification(
  db: Database,
  transactionId: number,
  applicantId: number,
  at = new Date(),
): Promise<void> {
  await db.insert(transactionEvents).values({
    leaseTransactionId: transactionId,
    applicantId,
    event: TransactionStep.IdentityVerification,
    createdAt: at,
  });
}
