import { leaseEndDate } from '@portal/domain/dates/calendar-date';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findCommunity } from '../communities/find-community.js';
import { leaseTermsOf, termsOfferedMessage } from '../units/community-pricing.js';

/**
 * GET /api/lease-end-date/: the last day of a lease of `months` from the move-in date, for a term the
 * community (its lease settings: slug or id) offers; an unknown or unpublished community is a 404.
 */
export async function leaseEndDateFor(
  db: Database,
  leaseSettingsId: string,
  moveInDate: string,
  months: number,
): Promise<string> {
  const community = await findCommunity(db, leaseSettingsId);
  const terms = await leaseTermsOf(db, community.id);
  if (!terms.some((term) => term.months === months)) {
    const refusal = termsOfferedMessage(terms);
    throw new AppError('ValidationError', refusal, { lease_term: [refusal] });
  }
  // The route bounds the move-in date to years the calendar helpers carry a lease from.
  return leaseEndDate(moveInDate, months) ?? moveInDate;
}
