import type { BaseSyntheticEvent, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import { StatusBanner } from '@/components/ui/StatusBanner';

interface SettingsFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's `handleSubmit(…)`; not called again while it is still sending. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Added to the form's own class (its width). */
  className?: string | undefined;
  /** What went wrong that is about no one field, above the buttons. */
  failure: readonly string[];
  /** What the last save did, announced under the failure. */
  saved?: string | null;
  submitLabel: string;
  /** The submit button's label while the form is sent ("Saving…"). */
  busyLabel: string;
  /** The submit button as wide as a form's main button usually is. */
  wide?: boolean;
  /** Cancel (or Close) beside the submit button, in a panel. */
  cancel?: { label: string; onClick: () => void } | undefined;
  children: ReactNode;
}

/**
 * A Settings form (an item, a unit, a person, a section): its fields (inside its `FormProvider`), then
 * the failure about none of them, and the submit button saying it is busy while the form is sent.
 */
export function SettingsForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  className,
  failure,
  saved,
  submitLabel,
  busyLabel,
  wide = false,
  cancel,
  children,
}: SettingsFormProps<Values, Output>) {
  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        className={className ? `${formStyles.form} ${className}` : formStyles.form}
        onSubmit={busy ? (event) => event.preventDefault() : onSubmit}
        noValidate
      >
        {children}
        <ErrorList messages={failure} />
        {saved ? <StatusBanner tone="success" alert messages={[saved]} /> : null}
        <div className={formStyles.actions}>
          <Button
            type="submit"
            className={wide ? formStyles.submit : undefined}
            aria-disabled={busy || undefined}
          >
            {busy ? busyLabel : submitLabel}
          </Button>
          {cancel ? (
            <Button variant="secondary" onClick={cancel.onClick}>
              {cancel.label}
            </Button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
