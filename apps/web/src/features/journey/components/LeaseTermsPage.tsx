import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useAvailableLeaseTerms } from '../api/lease-terms';
import { LeaseTermsForm } from './lease-terms/LeaseTermsForm';
import { UnitDetails } from './lease-terms/UnitDetails';

type Section = 'unit-details' | 'leasing-terms';

/** `/:community/transaction/:transactionId/lease-terms`: the unit, the move-in date, the term and the quote. */
export function LeaseTermsPage() {
  return <LeaseTerms />;
}

/** `…/lease-terms/unit-details`: the same page, opened at its unit details. */
export function LeaseTermsUnitDetailsPage() {
  return <LeaseTerms section="unit-details" />;
}

/** `…/lease-terms/leasing-terms`: the same page, opened at the move-in date and lease term. */
export function LeaseTermsLeasingTermsPage() {
  return <LeaseTerms section="leasing-terms" />;
}

function LeaseTerms({ section }: { section?: Section }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const terms = useAvailableLeaseTerms(transaction.id);
  useDocumentTitle(t('journey.leaseTerms.title'), community.display_name);

  const fallback = <QueryFallback query={terms} loadingLabel={t('journey.common.loading')} />;
  if (terms.isError) return fallback;
  // The heading and the unit come with the transaction: they show while the terms are still being read.
  return (
    <JourneyCard
      eyebrow={t('journey.leaseTerms.title')}
      heading={t('journey.leaseTerms.heading')}
      intro={t('journey.leaseTerms.intro')}
    >
      <UnitDetails transaction={transaction} focusOnMount={section === 'unit-details'} />
      {terms.data ? (
        <LeaseTermsForm
          key={`${transaction.move_in_date ?? ''}|${transaction.lease_term ?? ''}`}
          transaction={transaction}
          available={terms.data}
          focusOnMount={section === 'leasing-terms'}
        />
      ) : (
        fallback
      )}
    </JourneyCard>
  );
}
