import type { Employer, EmployerInput } from '@portal/domain/schemas/employer';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { applicantEmployers } from '../../db/schema/applicant-employers.js';
import { notFound } from '../../lib/app-error.js';
import type { ApplicantRow } from '../transactions/transaction-access.js';

type EmployerRow = typeof applicantEmployers.$inferSelect;

export function describeEmployer(row: EmployerRow): Employer {
  return {
    id: row.id,
    applicant_id: row.applicantId,
    name: row.name,
    address_street: row.addressStreet,
    address_line_2: row.addressLine2,
    address_city: row.addressCity,
    address_state: row.addressState,
    address_postal_code: row.addressPostalCode,
  };
}

/** The applicant's employer, if they have given one. */
export async function getEmployer(context: AppContext, applicant: ApplicantRow): Promise<Employer> {
  const [row] = await context.db
    .select()
    .from(applicantEmployers)
    .where(eq(applicantEmployers.applicantId, applicant.id));
  if (!row) throw notFound('no_employer_yet');
  return describeEmployer(row);
}

/** Saves the applicant's employer, replacing the one given before: `created` says whether it is new. */
export async function saveEmployer(
  context: AppContext,
  applicant: ApplicantRow,
  input: EmployerInput,
): Promise<{ created: boolean; employer: Employer }> {
  const now = context.clock.now();
  const fields = {
    name: input.name,
    addressStreet: input.address_street,
    addressLine2: input.address_line_2,
    addressCity: input.address_city,
    addressState: input.address_state,
    addressPostalCode: input.address_postal_code,
    updatedAt: now,
  };
  const [row] = await context.db
    .insert(applicantEmployers)
    .values({ ...fields, applicantId: applicant.id, createdAt: now })
    .onConflictDoUpdate({ target: applicantEmployers.applicantId, set: fields })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ ...getTableColumns(applicantEmployers), inserted: sql<boolean>`xmax = 0` });
  if (!row) throw new Error('The employer was not saved');
  return { created: row.inserted, employer: describeEmployer(row) };
}
