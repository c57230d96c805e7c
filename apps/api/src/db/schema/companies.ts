import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  acceptAchPaymentsFromApplicants: boolean('accept_ach_payments_from_applicants').notNull().default(false),
});
