import type { LinkProduct, LinkStyle } from '@portal/domain/constants/financial-link';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type SandboxLinkStatus = 'created' | 'linked' | 'failed' | 'exchanged' | 'reports_requested';

/**
 * The built-in sandbox link provider's own books, standing in for the provider's servers (as
 * sandbox-processor.ts does for payments): written outside our transactions, keyed by hashes of the
 * tokens it hands out.
 */
export const sandboxFinancialLinks = pgTable('sandbox_financial_links', {
  /** Also the window's link_session_id. */
  id: text('id').primaryKey(),
  style: text('style').$type<LinkStyle>().notNull(),
  product: text('product').$type<LinkProduct>().notNull(),
  userReference: text('user_reference').notNull(),
  /** SHA-256 of the link token, which the window presents. */
  tokenHash: text('token_hash').notNull().unique(),
  /** SHA-256 of the public token the window's success handed out (second style). */
  publicTokenHash: text('public_token_hash'),
  status: text('status').$type<SandboxLinkStatus>().notNull(),
  /** The test user whose credentials were entered: decides the outcome and the report. */
  testUser: text('test_user'),
  institutionId: text('institution_id'),
  /** Report requests so far: the report is ready after a few. */
  polls: integer('polls').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
