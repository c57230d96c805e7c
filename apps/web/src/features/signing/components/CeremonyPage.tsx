import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCeremonySession } from '../api/ceremony';
import { ceremonyFailure } from '../lib/ceremony-failure';
import { clearHash, readPinFromHash } from '../lib/pin-fragment';
import { Ceremony } from './Ceremony';

/**
 * `/:community/esign/:session`: the portal's own signing ceremony, on its own (a hosted window, or an
 * iframe in the launcher's dialog with `?embedded=1` and the PIN in `#pin=`). The session id is the
 * credential; the PIN is read once and taken out of the address bar.
 */
export function CeremonyPage() {
  const { t } = useTranslation();
  const { session = '' } = useParams();
  // Read during the first render (the initializer has no side effect); cleared once mounted.
  const [pin] = useState(() => readPinFromHash());
  useEffect(() => clearHash(), []);
  const query = useCeremonySession(session);
  useDocumentTitle(t('signing.ceremony.title'), query.data?.community.display_name);

  const failure = query.isError ? ceremonyFailure(query.error) : null;
  if (failure === 'expired' || failure === 'wrongPin') {
    return (
      <StatusPanel role="alert" tone="danger" heading={t('signing.ceremony.expiredHeading')}>
        <p>{failure === 'expired' ? t('signing.ceremony.expired') : t('signing.ceremony.wrongPin')}</p>
      </StatusPanel>
    );
  }
  if (!query.isSuccess) {
    return (
      <QueryFallback
        query={query}
        loadingLabel={t('signing.ceremony.loading')}
        failure={{ message: t('signing.ceremony.failed'), retryLabel: t('signing.common.retry') }}
      />
    );
  }
  return <Ceremony data={query.data} session={session} pin={pin} />;
}
