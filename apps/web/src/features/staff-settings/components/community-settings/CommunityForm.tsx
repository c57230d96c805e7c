import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { SettingsForm } from '../SettingsForm';
import styles from './CommunitySettings.module.css';

interface CommunityFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** What the last save did (use-community-form-save). */
  outcome: { failure: readonly string[]; saved: string | null };
  submitLabel: string;
  children: ReactNode;
}

/** The General or Theme form: its fields, what went wrong or what was saved, and its Save button. */
export function CommunityForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  outcome,
  submitLabel,
  children,
}: CommunityFormProps<Values, Output>) {
  const { t } = useTranslation();
  return (
    <SettingsForm
      form={form}
      onSubmit={onSubmit}
      className={styles.form}
      failure={outcome.failure}
      saved={outcome.saved}
      submitLabel={submitLabel}
      busyLabel={t('communitySettings.saving')}
      wide
    >
      {children}
    </SettingsForm>
  );
}
