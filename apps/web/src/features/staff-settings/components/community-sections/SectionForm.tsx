import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { SettingsForm } from '../SettingsForm';
import { bannerMessages } from './use-section-save';

interface SectionFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The save's failure (use-section-save); a check's message about no one field joins it. */
  failure: readonly string[];
  className?: string;
  /** In a panel: Cancel beside Save. */
  onCancel?: () => void;
  children: ReactNode;
}

/** A community section's form, or an item's: its fields, what went wrong, Save (and Cancel in a panel). */
export function SectionForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  failure,
  className,
  onCancel,
  children,
}: SectionFormProps<Values, Output>) {
  const { t } = useTranslation();
  return (
    <SettingsForm
      form={form}
      onSubmit={onSubmit}
      className={className}
      failure={bannerMessages(failure, form.formState.errors.root)}
      submitLabel={t('communitySections.save')}
      busyLabel={t('communitySections.saving')}
      wide
      cancel={onCancel && { label: t('communitySections.cancel'), onClick: onCancel }}
    >
      {children}
    </SettingsForm>
  );
}
