import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import styles from './JourneyPage.module.css';
import { StepForm } from './StepForm';
import { useLeavingAction } from './use-leaving-action';

interface ConfirmFormProps {
  confirmLabel: string;
  pendingLabel: string;
  /** Makes the change and leaves the page; throws the API error on failure. */
  confirm: () => Promise<void>;
  /** What the error list says when the change fails. */
  failureOf: (error: unknown) => string[];
  /** The way back without the change, beside the button. */
  children: ReactNode;
}

/** A change the user confirms with one button (a removal, starting over); its failures listed above it. */
export function ConfirmForm({ confirmLabel, pendingLabel, confirm, failureOf, children }: ConfirmFormProps) {
  const { run, pending, failure } = useLeavingAction();
  return (
    <StepForm className={styles.form} onSubmit={() => run(confirm, failureOf)} failure={failure}>
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={pending || undefined}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
        {children}
      </div>
    </StepForm>
  );
}
