import type { Screening } from '@portal/domain/schemas/screening';
import type { TaxIdType } from '@portal/domain/screening/tax-id';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { screenings } from '../../db/schema/screenings.js';
import { termsAcceptances } from '../../db/schema/terms-acceptances.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

export type ScreeningRow = typeof screenings.$inferSelect;

/** The consent a screening was run under: which revision of the criteria, agreed when. */
export interface ScreeningConsent {
  revision: string;
  acceptedAt: Date;
}

/** The API's view of a screening: of the number, only its type and last four digits. */
export function presentScreening(row: ScreeningRow, consent: ScreeningConsent): Screening {
  return {
    transaction_id: row.transactionId,
    applicant_id: row.applicantId,
    tax_id_type: row.taxIdType as TaxIdType,
    tax_id_last4: row.taxIdLast4,
    terms_revision: consent.revision,
    consented_at: consent.acceptedAt.toISOString(),
  };
}

/** The applicant's screening with its consent; `db` may be a transaction that is about to add one. */
export async function findScreening(
  db: Database | DatabaseTransaction,
  applicantId: number,
): Promise<{ row: ScreeningRow; consent: ScreeningConsent } | undefined> {
  const [found] = await db
    .select({
      row: screenings,
      consent: { revision: termsAcceptances.revision, acceptedAt: termsAcceptances.acceptedAt },
    })
    .from(screenings)
    .innerJoin(termsAcceptances, eq(termsAcceptances.id, screenings.termsAcceptanceId))
    .where(eq(screenings.applicantId, applicantId))
    .limit(1);
  return found;
}

/** GET /api/transaction/{id}/screening/: the caller's own screening, or null before they consent. */
export async function getScreening(
  db: Database,
  { applicant }: TransactionAccess,
): Promise<Screening | null> {
  const found = await findScreening(db, applicant.id);
  return found ? presentScreening(found.row, found.consent) : null;
}
