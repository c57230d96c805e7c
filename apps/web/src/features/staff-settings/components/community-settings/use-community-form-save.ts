import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { byFormField } from '@/features/staff-settings/lib/community-form';
import type { CommunityChange } from '@/features/staff-settings/lib/community-section';
import { refusalMessage } from '@/lib/failure-message';
import { showFailure } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';

/**
 * Saves what a General or Theme form changed: nothing changed is said so; once saved, the form starts
 * again from what was saved, and that is announced; refused, the API's messages go under their fields
 * (`fields`, in the form's order) and the rest above the button.
 */
export function useCommunityFormSave<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  fields: readonly FieldPath<Values>[],
  save: (change: CommunityChange) => Promise<void>,
) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);

  /** Saves `change`, or says nothing changed when `changed` (what the form changed) is empty. */
  async function send(changed: object, savedMessage: string, change: CommunityChange = changed) {
    setFailure([]);
    setSaved(null);
    if (Object.keys(changed).length === 0) {
      setSaved(t('communitySettings.general.nothingChanged'));
      return;
    }
    try {
      await save(change);
      form.reset(form.getValues());
      setSaved(savedMessage);
    } catch (error) {
      const fallback = refusalMessage(error, t('staffSettings.failed'));
      setFailure(showFailure(byFormField(error), fields, fallback, form.setError));
    }
  }

  return { failure, saved, send };
}
