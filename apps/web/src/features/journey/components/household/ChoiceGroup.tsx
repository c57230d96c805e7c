import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InlineError } from '@/components/ui/InlineError';
import styles from './Household.module.css';

export interface ChoiceGroupProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** react-hook-form's register(...) for the group's one field; every radio shares it. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/**
 * A question answered by one of a few choices (the age question, text or e-mail): radio buttons drawn as a
 * segmented control, with the error tied to the group and announced when it appears.
 */
export function ChoiceGroup({ legend, options, registration, error }: ChoiceGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.choice}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.choiceLegend}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <div key={option.value} className={styles.segment}>
            <input {...registration} type="radio" id={`${id}-${option.value}`} value={option.value} />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <InlineError id={errorId} message={error} />
    </fieldset>
  );
}
