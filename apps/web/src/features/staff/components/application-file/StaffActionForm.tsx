import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { isApiRequestError } from '@/lib/api-client';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import styles from './File.module.css';

interface StaffActionFormProps {
  pending: boolean;
  error: unknown;
  submitLabel: string;
  /** Nothing to send yet (no choice made): the button stays focusable, and submitting does nothing. */
  submitDisabled?: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** In place of the server's words for a refusal this form explains itself. */
  errorMessage?: string | undefined;
  /** The fields, each showing its own error (the server's with `showFieldErrors`). */
  children: ReactNode;
}

/**
 * The form of every act on an application: the fields, and a refusal that is about none of them (a 409
 * when someone acted first) above the buttons.
 */
export function StaffActionForm({
  pending,
  error,
  submitLabel,
  submitDisabled = false,
  onSubmit,
  onCancel,
  errorMessage,
  children,
}: StaffActionFormProps) {
  const { t } = useTranslation();
  const hasFieldErrors = isApiRequestError(error) && Object.keys(error.fieldErrors).length > 0;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => (submitDisabled ? event.preventDefault() : onSubmit(event))}
      noValidate
    >
      {children}
      {error && !hasFieldErrors ? (
        <ErrorList
          messages={[errorMessage ?? refusalMessage(error, t('staffConsole.file.actions.failed'))]}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={pending || submitDisabled || undefined}>
          {pending ? t('staffConsole.file.actions.saving') : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('staffConsole.file.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
