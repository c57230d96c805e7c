import { useCommunity } from '@/lib/community-context';
import { telHref } from '@/lib/phone';
import styles from './Holds.module.css';

/** "{label} (512) 555-0142", the number a link that dials it. */
export function CallTheOffice({ label }: { label: string }) {
  const community = useCommunity();
  return (
    <p className={styles.call}>
      {label}{' '}
      <a href={telHref(community.contact_phone)} className={styles.phone}>
        {community.contact_phone}
      </a>
    </p>
  );
}
