import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n';
import { portalOpener, portalParent } from '../lib/esign-messages';
import styles from './Ceremony.module.css';
import { StepHeading } from './StepHeading';

/**
 * Step c: signed. In a window the portal opened, offer to close it; in the launcher's dialog the portal
 * closes it; opened directly (a guest's link), go on to the portal's page named by the sign answer.
 */
export function DoneStep({ documentName, returnUrl }: { documentName: string; returnUrl: string }) {
  const { t } = useTranslation();
  const [host] = useState(() => (portalOpener() ? 'window' : portalParent() ? 'frame' : 'none'));

  useEffect(() => {
    if (host === 'none') window.location.assign(returnUrl);
  }, [host, returnUrl]);

  return (
    <>
      <StepHeading focusOnMount>{t('signing.ceremony.done.heading', { name: documentName })}</StepHeading>
      <p role="status">
        {host === 'none' ? t('signing.ceremony.done.returning') : t('signing.ceremony.done.body')}
      </p>
      {host === 'window' ? (
        <div className={styles.actions}>
          <Button onClick={() => window.close()}>{t('signing.ceremony.done.close')}</Button>
        </div>
      ) : null}
    </>
  );
}
