import type { LinkProduct, LinkStyle } from '@portal/domain/constants/financial-link';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { owningApplicantId, owningTransactionId } from './lease-transactions.js';

export type LinkSessionStatus = 'started' | 'reports_requested' | 'imported' | 'failed';

/**
 * One opening of a provider window by an applicant (a bank link, a payroll flow, an identity check) and
 * what came of it: reports requested, then imported as financial sources once, or failed.
 */
export const financialLinkSessions = pgTable(
  'financial_link_sessions',
  {
    id: serial('id').primaryKey(),
    transactionId: owningTransactionId(),
    applicantId: owningApplicantId(),
    /** Which provider holds the link: 'sandbox' or 'plaid'. */
    provider: text('provider').notNull(),
    style: text('style').$type<LinkStyle>().notNull(),
    product: text('product').$type<LinkProduct>().notNull(),
    status: text('status').$type<LinkSessionStatus>().notNull(),
    /** Why it failed: the provider error's kind, which names the message the applicant is shown. */
    failure: text('failure'),
    /** The provider's references (user, item and report tokens), sealed with AES-256-GCM: they are secrets. */
    sealedProviderState: text('sealed_provider_state').notNull(),
    /** The provider window's own session id, from its success callback, for tracing with the provider. */
    providerLinkSessionId: text('provider_link_session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('financial_link_sessions_applicant_idx').on(
      table.transactionId,
      table.applicantId,
      table.style,
      table.product,
    ),
  ],
);
