import { ESignatureProviderType } from '@portal/domain/constants/esignature-providers';
import type { SignableDocument } from '@portal/domain/schemas/signable-documents';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { getESignConfig } from '../approved/api/esign-config';
import { LAUNCHER_LOAD_ERROR, loadESignLauncher } from '../lib/load-esign-launcher';
import styles from './Ceremony.module.css';

export interface GuestDocumentCardProps {
  transactionId: number;
  document: SignableDocument;
  /** The answer changed (signed here, or found already signed): read the guest's documents again. */
  onChanged: () => void;
}

/**
 * One unsigned document with "Review and Sign": a hosted ceremony opens in this same window, an
 * embedded one in the launcher's dialog over this page.
 */
export function GuestDocumentCard({ transactionId, document, onChanged }: GuestDocumentCardProps) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function describe(failure: unknown): string {
    if (failure instanceof Error && failure.message === LAUNCHER_LOAD_ERROR)
      return t('signing.launcher.loadFailed');
    if (!isApiRequestError(failure)) return t('signing.guest.openFailed');
    if (failure.status === 409) return t('signing.common.alreadySigned');
    if (failure.status === 403) return t('signing.guest.notAllowed');
    return t('signing.guest.openFailed');
  }

  async function review() {
    if (opening) return;
    setOpening(true);
    setError(null);
    try {
      const config = await getESignConfig(transactionId, document.id);
      if (config.type === ESignatureProviderType.Hosted) {
        window.location.assign(config.data.url);
        return;
      }
      const esign = await loadESignLauncher();
      esign.open(
        config,
        { onSigned: onChanged },
        {
          title: t('signing.launcher.title'),
          close: t('signing.launcher.close'),
          frameTitle: t('signing.launcher.frameTitle'),
        },
      );
    } catch (failure) {
      setError(describe(failure));
      if (isApiRequestError(failure) && failure.status === 409) onChanged();
    } finally {
      setOpening(false);
    }
  }

  return (
    <li className={styles.card}>
      <h2 className={styles.cardHeading}>{document.name}</h2>
      <Button onClick={() => void review()} aria-disabled={opening || undefined}>
        {opening ? t('signing.guest.opening') : t('signing.guest.reviewAndSign')}
      </Button>
      {error ? (
        <div className={styles.cardError}>
          <ErrorList messages={[error]} />
        </div>
      ) : null}
    </li>
  );
}
