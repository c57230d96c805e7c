import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { InlineError } from '@/components/ui/InlineError';
import styles from './CommunitySections.module.css';
import { TextField } from './FormFields';

interface RepeatedRowsProps {
  /** The list in the form's values (`terms`): a row each, its inputs' texts by name. */
  name: string;
  legend: string;
  hint: string;
  /** A row's inputs, the one that names the row first. */
  inputs: ReadonlyArray<{ name: string; label: string; inputMode: 'numeric' | 'decimal' }>;
  /** What a new row holds. */
  blank: Record<string, string>;
  removeLabel: string;
  /** The Remove button's name: with what the row's first input holds, or its place when that is empty. */
  removeName: (named: string | undefined, number: number) => string;
  addLabel: string;
}

/**
 * Rows of inputs that repeat (the lease terms, a fee's amount by bedrooms) under a legend: a row each,
 * removable (focus going on to Add), and Add a row; the list's own message under them.
 */
export function RepeatedRows({
  name,
  legend,
  hint,
  inputs,
  blank,
  removeLabel,
  removeName,
  addLabel,
}: RepeatedRowsProps) {
  const id = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const { control, getFieldState, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const rows: Array<Record<string, string>> | undefined = useWatch({ control, name });
  const message = getFieldState(`${name}.root`, formState).error?.message;
  const [first] = inputs;

  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        {hint}
      </p>
      <ul className={styles.repeatList}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.repeatRow}>
            {inputs.map((input) => (
              <TextField
                key={input.name}
                name={`${name}.${index}.${input.name}`}
                label={input.label}
                inputMode={input.inputMode}
              />
            ))}
            <Button
              variant="secondary"
              className={styles.rowButton}
              aria-label={removeName(first && rows?.[index]?.[first.name]?.trim(), index + 1)}
              onClick={() => {
                remove(index);
                addRef.current?.focus();
              }}
            >
              {removeLabel}
            </Button>
          </li>
        ))}
      </ul>
      <InlineError id={`${id}-error`} message={message} />
      <Button ref={addRef} variant="secondary" className={styles.addButton} onClick={() => append(blank)}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
