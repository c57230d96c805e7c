import type { Lease } from '@portal/domain/schemas/lease';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { transactionPagesPath } from '@/lib/lease-paths';
import styles from '@/shared/lease/Leases.module.css';

/** The documents the leasing office sent on this lease that the resident has still to sign. */
export function LeaseToSign({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const headingId = useId();
  if (lease.documents_to_sign.length === 0) return null;
  return (
    <section className={styles.toSign} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subHeading}>
        {t('leases.myLeases.toSignHeading')}
      </h3>
      <ul className={styles.documentList}>
        {lease.documents_to_sign.map((document) => (
          <li key={`${document.transaction_id}-${document.name}`} className={styles.documentRow}>
            <span className={styles.name}>{document.name}</span>
            <Link
              className={buttonClassName('primary')}
              to={transactionPagesPath(community.slug, document.transaction_id)}
              aria-label={t('leases.myLeases.signNamed', { name: document.name })}
            >
              {t('leases.myLeases.sign')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
