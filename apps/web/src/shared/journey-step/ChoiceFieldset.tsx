import { type ReactNode, useId } from 'react';
import { InlineError } from '@/components/ui/InlineError';
import styles from '@/shared/journey-step/JourneyPage.module.css';

interface ChoiceFieldsetProps {
  legend: string;
  /** The group's error; shown under it, read with it and announced when it appears. */
  error: string | undefined;
  /** The options: a label around each radio button. */
  children: ReactNode;
}

/** A question answered by choosing one of a list of options (a military status, a unit, a lease term). */
export function ChoiceFieldset({ legend, error, children }: ChoiceFieldsetProps) {
  const errorId = useId();
  return (
    <>
      <fieldset
        className={styles.options}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className={styles.legend}>{legend}</legend>
        {children}
      </fieldset>
      <InlineError id={errorId} message={error} />
    </>
  );
}
