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

/** A new Maple Court user who pressed "Apply" on the unit, as the welcome page does. */
export async function startApplicationFor(
  app: FastifyInstance,
  db: Database,
  unitNumber = '102',
): Promise<StartedApplication> {
  const user = await signUp(app);
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
