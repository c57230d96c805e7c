import { useId } from 'react';
import fieldStyles from '../../../../components/ui/Field.module.css';
import styles from './File.module.css';

interface OptionGroupProps<Value extends string> {
  legend: string;
  /** Radio buttons choose one; checkboxes any number. */
  kind: 'radio' | 'checkbox';
  options: ReadonlyArray<{ value: Value; label: string }>;
  chosen: readonly Value[];
  onToggle: (value: Value, checked: boolean) => void;
  error?: string | undefined;
}

/** A question answered by one or more of a few options, its error tied to the group and announced. */
export function OptionGroup<Value extends string>({
  legend,
  kind,
  options,
  chosen,
  onToggle,
  error,
}: OptionGroupProps<Value>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className={fieldStyles.checkboxRow}>
          <input
            type={kind}
            id={`${id}-${option.value}`}
            name={id}
            className={fieldStyles.checkbox}
            value={option.value}
            checked={chosen.includes(option.value)}
            onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
          />
          <label htmlFor={`${id}-${option.value}`} className={fieldStyles.checkboxLabel}>
            {option.label}
          </label>
        </div>
      ))}
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
