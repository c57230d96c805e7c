/**
 * What migration 0023_transaction_change_notices.sql sets up: the channel its triggers notify after a
 * write commits, and the tables that carry them (docs/decisions/0013).
 */
export const TRANSACTION_CHANGES_CHANNEL = 'transaction_changes';

/** The notice for every transaction: a community, unit, option, lease or name changed. */
export const EVERY_TRANSACTION = '*';

export const TABLES_TELLING_TRANSACTION_CHANGES = [
  'lease_transactions',
  'applicants',
  'invitees',
  'transaction_events',
  'selected_rental_options',
  'application_decisions',
  'financial_sources',
  'lease_documents',
  'uploaded_files',
  'communities',
  'units',
  'rental_options',
  'leases',
  'users',
] as const;
