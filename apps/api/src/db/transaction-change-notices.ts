/**
 * What migrations 0023_transaction_change_notices.sql and 0026_configuration_change_notices.sql set up:
 * the channel their triggers notify after a write commits, and the tables that carry them
 * (docs/decisions/0013).
 */
export const TRANSACTION_CHANGES_CHANNEL = 'transaction_changes';

/**
 * The notice for every transaction and every community's configuration: a company, community, unit, price,
 * fee, concession, option, vacate reason, lease or name changed.
 */
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
  'fees',
  'concessions',
  'lease_term_prices',
  'vacate_reasons',
  'companies',
] as const;
