import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';
import { InlineError } from './InlineError';

/** Props every form control inside a Field receives: spread them on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  className: string | undefined;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The field's current error message; shown under the control and read with it. */
  error?: string | undefined;
  /** Help text shown between the label and the control, read with it. */
  hint?: ReactNode;
  /** Where the help text goes: under the label (default) or under the control (e.g. password rules). */
  hintPlacement?: 'before' | 'after';
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control: a real <label>, optional help text and an error message, both tied to the
 * control with aria-describedby; the control is aria-invalid while the error shows. The error sits in
 * a polite live region, so it is announced when it appears.
 */
export function Field({ label, error, hint, hintPlacement = 'before', required, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && hintPlacement === 'before' ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {children({
        id,
        className: styles.control,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { required: true } : {}),
      })}
      <InlineError id={errorId} message={error} marked />
      {hint && hintPlacement === 'after' ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps {
  /** The checkbox's label; may contain links. */
  label: ReactNode;
  children: (control: { id: string; className: string | undefined }) => ReactNode;
}

/** A checkbox with its label beside it (the label may hold links, which keep working on their own). */
export function CheckboxField({ label, children }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={styles.checkboxRow}>
      {children({ id, className: styles.checkbox })}
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
      </label>
    </div>
  );
}
