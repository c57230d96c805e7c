import { StatusBanner } from '@/components/ui/StatusBanner';
import { useTranslation } from '@/lib/i18n';
import styles from './Approved.module.css';

/** What the signing steps need of useSignDocument, and whether this session may sign at all. */
export interface SigningControls {
  sign: (documentId: number) => void;
  busyDocument: number | null;
  error: string | null;
  maySign: boolean;
}

/** Above a step's sign button: a signing failure, announced at once (role="alert"), and why signing is off. */
export function SigningStatus({ signing }: { signing: SigningControls }) {
  const { t } = useTranslation();
  return (
    <>
      {signing.error ? <StatusBanner tone="error" messages={[signing.error]} /> : null}
      {!signing.maySign ? <p className={styles.disclaimer}>{t('approvedFlow.payment.notAllowed')}</p> : null}
    </>
  );
}
