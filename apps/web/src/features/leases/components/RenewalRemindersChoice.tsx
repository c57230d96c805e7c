import type { Lease } from '@portal/domain/schemas/lease';
import { ErrorList } from '@/components/ui/ErrorList';
import { CheckboxField } from '@/components/ui/Field';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/lease/Leases.module.css';
import { useUpdateLease } from '../api/update-lease';

/** The resident's own choice on the lease (PATCH /api/lease/{id}/), saved as soon as it is changed. */
export function RenewalRemindersChoice({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const update = useUpdateLease(lease.id);
  if (lease.receive_renewal_reminders === null) return null;
  const checked = update.isPending
    ? (update.variables?.receive_renewal_reminders ?? lease.receive_renewal_reminders)
    : lease.receive_renewal_reminders;
  return (
    <div className={styles.choice}>
      <CheckboxField label={t('leases.myLeases.renewalReminders')}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={checked}
            onChange={(event) => update.mutate({ receive_renewal_reminders: event.target.checked })}
          />
        )}
      </CheckboxField>
      <p className={styles.muted} role="status">
        {update.isSuccess ? t('leases.myLeases.choiceSaved') : ''}
      </p>
      {update.isError ? (
        <ErrorList messages={[refusalMessage(update.error, t('leases.myLeases.choiceFailed'))]} />
      ) : null}
    </div>
  );
}
