import { Button } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n';
import styles from './Ceremony.module.css';

/** A ceremony step's buttons: its submit (which reads "Saving…" while pending) and Cancel; never a decline. */
export function CeremonyActions({
  label,
  pending,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button type="submit" aria-disabled={pending || undefined}>
        {pending ? t('signing.ceremony.working') : label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('signing.ceremony.cancel')}
      </Button>
    </div>
  );
}
