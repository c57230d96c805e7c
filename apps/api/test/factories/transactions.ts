import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { units } from '../../src/db/schema/units.js';
import { type SignedUpUser, signUp, withToken } from './users.js';

export async function unitId(db: Database, unitNumber: string): Promise<number> {
  const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.unitNumber, unitNumber));
  if (!unit) throw new Error(`no unit ${unitNumber}`);
  return unit.id;
}

export interface StartedApplication {
  user: SignedUpUser;
  transactionId: number;
  applicantId: number;
}

/** A new user (at Maple Court unless told) who pressed "Apply" on the unit, as the welcome page does. */
export async function startApplicationFor(
  app: FastifyInstance,
  db: Database,
  unitNumber = '102',
  community = 'maple-court',
): Promise<StartedApplication> {
  const user = await signUp(app, {}, community);
  const response = await app.inject({
    method: 'POST',
    url: '/api/transactions/',
    headers: withToken(user.token),
    payload: { unit_id: await unitId(db, unitNumber) },
  });
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
  return { user, transactionId: response.json().id, applicantId: response.json().applicant.id };
}

export const austinAddress = {
  address_street: '500 Congress Ave',
  address_line_2: 'Apt 4B',
  address_city: 'Austin',
  address_state: 'TX',
  address_postal_code: '78701',
};

/** Finishes the pages before Income & Employment as the flow does, so that step can be completed next. */
export async function finishPagesBeforeIncome(
  app: FastifyInstance,
  { user, transactionId, applicantId }: StartedApplication,
): Promise<void> {
  const pageComplete = `/api/page-complete/${transactionId}/`;
  const steps: ['POST' | 'PUT' | 'PATCH', string, object][] = [
    ['PUT', `/api/applicant/${applicantId}/`, austinAddress],
    ['POST', pageComplete, { page: 'address' }],
    ['POST', pageComplete, { page: 'military-status', data: { military_status: 'none' } }],
    ['PATCH', `/api/transactions/${transactionId}/`, { move_in_date: '2026-12-15', lease_term: 12 }],
    ['POST', pageComplete, { page: 'lease-terms' }],
    ['POST', pageComplete, { page: 'rental-profile' }],
  ];
  for (const [method, url, payload] of steps) {
    const response = await app.inject({ method, url, headers: withToken(user.token), payload });
    if (response.statusCode !== 200) throw new Error(`${method} ${url} failed: ${response.body}`);
  }
}
