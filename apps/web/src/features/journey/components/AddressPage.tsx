import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useCommunity } from '../../../lib/community-context';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplicant, useSaveApplicantAddress } from '../api/applicant';
import { useCompletePage } from '../api/transactions';
import { nextRouteOf, transactionPath } from '../lib/drawer-inputs';
import { mapsProviderOf } from '../lib/maps-provider';
import { AddressForm } from './address/AddressForm';
import { JourneyCard } from './JourneyCard';
import { useCurrentTransaction } from './transaction-context';

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

  if (applicant.isPending) return <LoadingState label={t('journey.common.loading')} />;
  return (
    <JourneyCard
      eyebrow={t('journey.address.title')}
      heading={t('journey.address.heading')}
      intro={t('journey.address.intro')}
    >
      {applicant.isError ? (
        <ErrorList messages={[t('journey.address.loadFailed')]}>
          <Button variant="secondary" onClick={() => void applicant.refetch()}>
            {t('journey.common.retry')}
          </Button>
        </ErrorList>
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
