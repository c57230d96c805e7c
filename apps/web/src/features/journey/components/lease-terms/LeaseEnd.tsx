import { type LeaseEndRequest, useLeaseEndDate } from '@/features/journey/api/lease-terms';
import { useDebouncedValue } from '@/features/journey/lib/use-debounced-value';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import own from '../LeaseTermsPage.module.css';

/** How long the date and term must rest before the end date is asked for: not a request per keystroke. */
const LEASE_END_DEBOUNCE_MS = 350;

/** "Your lease ends …", as the API dates a lease of the chosen term from the chosen move-in date. */
export function LeaseEnd({ request }: { request: LeaseEndRequest | null }) {
  const { t } = useTranslation();
  const debounced = useDebouncedValue(request, LEASE_END_DEBOUNCE_MS);
  const leaseEnd = useLeaseEndDate(request === null ? null : debounced);
  const date = request === null ? null : leaseEnd.data;
  return (
    <p className={own.leaseEnd} aria-live="polite">
      {date ? t('journey.leaseTerms.terms.leaseEnds', { date: spelledOutDate(date) }) : null}
    </p>
  );
}
