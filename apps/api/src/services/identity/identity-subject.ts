import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import type { IdentitySubject } from '../../providers/identity/identity-provider.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

/** Whom the questions are about: the account's name, birth date and phone, the applicant's current address. */
export async function identitySubjectOf(
  db: Database,
  { applicant }: TransactionAccess,
): Promise<IdentitySubject> {
  const [person] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      dateOfBirth: users.dateOfBirth,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, applicant.userId));
  if (!person) throw new Error(`Applicant ${applicant.id} has no user`);
  const { addressStreet, addressCity, addressState, addressPostalCode } = applicant;
  const address =
    addressStreet && addressCity && addressState && addressPostalCode
      ? { street: addressStreet, city: addressCity, state: addressState, postalCode: addressPostalCode }
      : null;
  return { ...person, address };
}
