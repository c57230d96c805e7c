import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import type { ScreeningSubject, TaxId } from '../../providers/screening/screening-provider.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

/** Who the provider looks for: the account's legal name and birth date, the applicant's current address. */
export async function subjectOf(
  db: Database,
  { applicant }: TransactionAccess,
  taxId: TaxId,
): Promise<ScreeningSubject> {
  const [person] = await db
    .select({
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      dateOfBirth: users.dateOfBirth,
    })
    .from(users)
    .where(eq(users.id, applicant.userId));
  if (!person) throw new Error(`Applicant ${applicant.id} has no user`);
  const { addressStreet, addressLine2, addressCity, addressState, addressPostalCode } = applicant;
  const address =
    addressStreet && addressCity && addressState && addressPostalCode
      ? {
          street: addressStreet,
          line2: addressLine2,
          city: addressCity,
          state: addressState,
          postalCode: addressPostalCode,
        }
      : null;
  return { taxId, ...person, address };
}
