import { useTranslation } from '@/lib/i18n';
import styles from './Ceremony.module.css';

/** The typed name as it will appear on the document, in a handwriting-like face (no drawing needed). */
export function SignaturePreview({ name }: { name: string }) {
  const { t } = useTranslation();
  const typed = name.trim();
  return (
    <figure className={styles.fields}>
      <figcaption className={styles.previewLabel}>{t('signing.ceremony.document.previewLabel')}</figcaption>
      {typed ? (
        <p className={styles.preview}>{typed}</p>
      ) : (
        <p className={`${styles.preview} ${styles.previewEmpty}`}>
          {t('signing.ceremony.document.previewEmpty')}
        </p>
      )}
    </figure>
  );
}
