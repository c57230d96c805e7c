import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { CheckboxField, Field } from '@/components/ui/Field';
import { InlineError } from '@/components/ui/InlineError';
import styles from './CommunitySections.module.css';

// The inputs of the community sections' forms, each registered by its path in the form's values and
// showing that field's message (a check's, or the API's) under it.

interface InputFieldProps {
  name: string;
  label: string;
  hint?: string | undefined;
}

/** Text as typed: a number ("numeric" or "decimal" keyboards), dollars, a name. */
export function TextField({
  name,
  label,
  hint,
  inputMode,
  long = false,
}: InputFieldProps & { inputMode?: 'numeric' | 'decimal' | 'url'; long?: boolean }) {
  const { register, getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  return (
    <Field label={label} hint={hint} error={error?.message}>
      {(control) =>
        long ? (
          <textarea {...control} {...register(name)} rows={3} />
        ) : (
          <input {...control} {...register(name)} type="text" inputMode={inputMode} autoComplete="off" />
        )
      }
    </Field>
  );
}

/** A choice of a few: the options' values as the select gives them, with their labels. */
export function SelectField({
  name,
  label,
  hint,
  options,
  onChange,
}: InputFieldProps & {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Told the value chosen, once the form holds it (to fill in what follows from the choice). */
  onChange?: (value: string) => void;
}) {
  const { register, getFieldState, getValues, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  return (
    <Field label={label} hint={hint} error={error?.message}>
      {(control) => (
        // The option shown first is the form's value: React selects it as the options are created.
        <select
          {...control}
          {...register(name, onChange && { onChange: (event) => onChange(event.target.value) })}
          defaultValue={String(getValues(name) ?? '')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Yes or no, its label beside the box, its help text and message under it, read with it. */
export function CheckField({ name, label, hint }: InputFieldProps) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <CheckboxField label={label}>
        {(control) => (
          <input
            {...control}
            {...register(name)}
            type="checkbox"
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : undefined}
          />
        )}
      </CheckboxField>
      {hint ? (
        <p id={`${id}-hint`} className={styles.checkHint}>
          {hint}
        </p>
      ) : null}
      <InlineError id={`${id}-error`} message={error?.message} />
    </div>
  );
}

/**
 * Checkboxes that give a list (the lease terms a concession applies to) or radios that give one value,
 * under their legend, with the group's help text and message read when the group is entered.
 */
export function ChoiceGroup({
  name,
  label,
  hint,
  type,
  choices,
  empty,
}: InputFieldProps & {
  type: 'checkbox' | 'radio';
  choices: ReadonlyArray<{ value: string; label: string }>;
  /** Said when there is nothing to choose from. */
  empty?: string;
}) {
  const { register, getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  return (
    <FieldGroup label={label} hint={hint} error={error?.message} inline>
      {choices.length === 0 && empty ? <p className={styles.muted}>{empty}</p> : null}
      {choices.map((choice) => (
        <CheckboxField key={choice.value} label={choice.label}>
          {(control) => <input {...control} {...register(name)} type={type} value={choice.value} />}
        </CheckboxField>
      ))}
    </FieldGroup>
  );
}

/** Inputs under a legend, without a frame, with the group's help text and message read when it is entered. */
export function FieldGroup({
  label,
  hint,
  error,
  inline = false,
  children,
}: Omit<InputFieldProps, 'name'> & { error?: string | undefined; inline?: boolean; children: ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={inline ? styles.choicesInline : styles.choices}
      aria-describedby={describedBy || undefined}
    >
      <legend className={styles.choiceLegend}>{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.groupHint}>
          {hint}
        </p>
      ) : null}
      {children}
      <InlineError id={`${id}-error`} message={error} className={styles.groupMessage} />
    </fieldset>
  );
}
