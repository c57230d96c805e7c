import type { DocumentVerification } from '@portal/domain/schemas/signing';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { formatMomentDateTime } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import styles from './Verify.module.css';

/** What the portal found: its seal intact, its seal on a changed file, or no seal of ours; then the details. */
export function VerificationResult({ result }: { result: DocumentVerification }) {
  const { t } = useTranslation();
  const verdict = !result.sealed_by_us
    ? t('signing.verify.notOurs')
    : result.intact
      ? t('signing.verify.intact')
      : t('signing.verify.changed');
  const tone = result.sealed_by_us && result.intact ? 'success' : result.sealed_by_us ? 'error' : 'info';
  const { document } = result;

  return (
    <section className={styles.result} aria-labelledby="verify-result-heading">
      <h2 id="verify-result-heading" className={styles.heading}>
        {t('signing.verify.resultHeading')}
      </h2>
      <StatusBanner tone={tone} messages={[verdict]} />
      {document ? (
        <>
          <h3 className={styles.subheading}>{t('signing.verify.detailsHeading')}</h3>
          <dl className={styles.details}>
            <dt>{t('signing.verify.name')}</dt>
            <dd>{document.name}</dd>
            <dt>{t('signing.verify.community')}</dt>
            <dd>{document.community}</dd>
            <dt>{t('signing.verify.sealedAt')}</dt>
            <dd>{formatMomentDateTime(document.sealed_at)}</dd>
            <dt>{t('signing.verify.signers')}</dt>
            <dd>
              <ul className={styles.signers}>
                {document.signers.map((signer) => (
                  <li key={`${signer.name}-${signer.signed_at}`}>
                    {t('signing.verify.signer', {
                      name: signer.name,
                      role: signer.role_label,
                      time: formatMomentDateTime(signer.signed_at),
                    })}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>{t('signing.verify.countersignature')}</dt>
            <dd>
              {document.countersigned_by
                ? t('signing.verify.countersigner', {
                    name: document.countersigned_by.name,
                    time: formatMomentDateTime(document.countersigned_by.signed_at),
                  })
                : t('signing.verify.notCountersigned')}
            </dd>
          </dl>
        </>
      ) : null}
    </section>
  );
}
