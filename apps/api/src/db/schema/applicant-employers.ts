import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { owningApplicantId } from './lease-transactions.js';

/** The applicant's employer (spec part 2 §3 "Employer"): one per applicant, replaced when posted again. */
export const applicantEmployers = pgTable('applicant_employers', {
  id: serial('id').primaryKey(),
  applicantId: owningApplicantId().unique(),
  // Optional, like every field (spec part 2 §5 "Employer"): an applicant may know only the address.
  name: text('name'),
  addressStreet: text('address_street'),
  addressLine2: text('address_line_2'),
  addressCity: text('address_city'),
  addressState: text('address_state'),
  addressPostalCode: text('address_postal_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
