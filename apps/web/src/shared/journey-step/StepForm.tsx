import type { FormHTMLAttributes } from 'react';
import { ErrorList } from '@/components/ui/ErrorList';

interface StepFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  onSubmit: () => Promise<void>;
  /** Messages of the last failed save, listed at the top of the form. */
  failure: readonly string[];
}

/**
 * A journey form. The server is the judge of every value, so the browser's own validation bubbles stay
 * off and the form's failures are listed where a screen reader announces them.
 */
export function StepForm({ onSubmit, failure, children, ...formProps }: StepFormProps) {
  return (
    <form
      {...formProps}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <ErrorList messages={failure} />
      {children}
    </form>
  );
}
