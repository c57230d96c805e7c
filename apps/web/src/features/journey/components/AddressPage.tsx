import { useTranslation } from 'react-i18next';
import { useCommunity } from '../../../app/community-context';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplicant } from '../api/applicant';
import { offlineMapsProvider, serverMapsProvider } from '../lib/maps-provider';
import { AddressForm } from './address/AddressForm';
import { JourneyCard } from './JourneyCard';
import { useCurrentTransaction } from './transaction-context';

/** `/:community/transaction/:transactionId/address` (spec screens 6 and 7): the current address. */
export function AddressPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const applicant = useApplicant(transaction.applicant.id);
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
          applicant={applicant.data}
          provider={community.address_search === 'google_places' ? serverMapsProvider : offlineMapsProvider}
        />
      )}
    </JourneyCard>
  );
}
