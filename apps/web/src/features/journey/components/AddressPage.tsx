import { useNavigate } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AddressForm } from '@/shared/address/AddressForm';
import { mapsProviderOf } from '@/shared/address/maps-provider';
import { nextRouteOf, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useApplicant, useSaveApplicantAddress } from '../api/applicant';
import { useCompletePage } from '../api/transactions';

/** `/:community/transaction/:transactionId/address` (spec screens 6 and 7): the current address. */
export function AddressPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const applicant = useApplicant(transaction.applicant.id);
  const saveAddress = useSaveApplicantAddress(transaction.applicant.id);
  const completePage = useCompletePage(transaction.id);
  const navigate = useNavigate();
  useDocumentTitle(t('journey.address.title'), community.display_name);

  const fallback = (
    <QueryFallback
      query={applicant}
      loadingLabel={t('journey.common.loading')}
      failure={{ message: oops(t('journey.address.loadFailed')), retryLabel: t('journey.common.retry') }}
    />
  );
  // The wait shows alone; a failure under the page's heading.
  if (applicant.isPending) return fallback;
  return (
    <JourneyCard
      eyebrow={t('journey.address.title')}
      heading={t('journey.address.heading')}
      intro={t('journey.address.intro')}
    >
      {!applicant.isSuccess ? (
        fallback
      ) : (
        <AddressForm
          saved={applicant.data}
          provider={mapsProviderOf(community)}
          onSave={async (address) => {
            await saveAddress.mutateAsync(address);
            const updated = await completePage.mutateAsync({ page: 'address' });
            navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
          }}
        />
      )}
    </JourneyCard>
  );
}
