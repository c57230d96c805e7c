import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import styles from '@/shared/account-frame/AccountsPage.module.css';

export interface AccountFormProps {
  /** react-hook-form's handleSubmit(...) result. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  /** Messages not tied to a field, announced above the fields. */
  failure: string[];
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/**
 * The frame every accounts form shares: browser validation off (the shared schema validates), the
 * failure list, the fields, and one full-width submit button that ignores presses while submitting.
 */
export function AccountForm({
  onSubmit,
  submitting,
  failure,
  submitLabel,
  submittingLabel,
  children,
}: AccountFormProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        if (submitting) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      <ErrorList messages={failure} />
      {children}
      <div className={styles.actions}>
        <Button type="submit" className={styles.fullWidth} aria-disabled={submitting || undefined}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
