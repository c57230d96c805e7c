import { ESignatureProviderType } from '@portal/domain/constants/esignature-providers';
import type { ESignConfig } from '@portal/domain/schemas/signing';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
// biome-ignore lint/style/noRestrictedImports: opening the ceremony failed (a request, not a read)
import { LoadFailure } from '@/components/ui/LoadFailure';
import { LoadingState } from '@/components/ui/LoadingState';
import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { getESignConfig } from '../approved/api/esign-config';
import { withPin } from '../lib/pin-fragment';

/** The ceremony's own page: an embedded one takes its PIN as the launcher's frame does. */
const ceremonyAddress = (config: ESignConfig) =>
  config.type === ESignatureProviderType.Embedded
    ? withPin(config.data.url, config.data.security_pin)
    : config.data.url;

export interface OpenGuestDocumentProps {
  transactionId: number;
  documentId: number;
  /** The document turned out signed already (409): read where the guest stands again. */
  onAlreadySigned: () => void;
}

/**
 * A guest signer's document waiting for them opens in this very window, whatever the provider's type:
 * they have no page of their own to hold the launcher's dialog (decision 0029). Signing brings them back
 * to lease-signed; the ceremony takes this entry's place in the history, so Back leaves it.
 */
export function OpenGuestDocument(props: OpenGuestDocumentProps) {
  // Try again: a new attempt, which asks for the ceremony afresh.
  const [attempt, setAttempt] = useState(0);
  return <Opening key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />;
}

function Opening({
  transactionId,
  documentId,
  onAlreadySigned,
  onRetry,
}: OpenGuestDocumentProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<'openFailed' | 'notAllowed' | null>(null);

  useEffect(() => {
    let current = true;
    getESignConfig(transactionId, documentId)
      .then((config) => {
        if (current) void navigate(ceremonyAddress(config), { replace: true });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isApiRequestError(error) && error.status === 409) onAlreadySigned();
        else setFailure(isApiRequestError(error) && error.status === 403 ? 'notAllowed' : 'openFailed');
      });
    return () => {
      current = false;
    };
  }, [documentId, navigate, onAlreadySigned, transactionId]);

  if (failure) {
    return (
      <LoadFailure
        message={t(`signing.guest.${failure}`)}
        retryLabel={t('signing.common.retry')}
        onRetry={onRetry}
        retrying={false}
      />
    );
  }
  return <LoadingState label={t('signing.guest.opening')} />;
}
