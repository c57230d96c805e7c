import { type ReactNode, type Ref, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import fieldStyles from '@/components/ui/Field.module.css';
import styles from './File.module.css';

interface Option<Value> {
  value: Value;
  label: string;
}

interface OptionGroupProps<Value> {
  legend: string;
  options: ReadonlyArray<Option<Value>>;
  error?: string | undefined;
}

/** The form's field behind a group of checkboxes: the chosen values, as a list (react-hook-form's Controller). */
export interface ChosenListField<Value> {
  name: string;
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  onBlur: () => void;
  /** Given to the first checkbox, which the form focuses when the group has an error. */
  ref: Ref<HTMLInputElement>;
}

/** A question answered by one of a few options, registered with the form. */
export function RadioGroup<Value extends string>({
  registration,
  ...props
}: OptionGroupProps<Value> & { registration: UseFormRegisterReturn }) {
  return (
    <OptionGroup {...props}>
      {(option, id) => (
        <input type="radio" id={id} className={fieldStyles.checkbox} {...registration} value={option.value} />
      )}
    </OptionGroup>
  );
}

/** A question answered by any number of a few options. */
export function CheckboxGroup<Value extends string | number>({
  field,
  ...props
}: OptionGroupProps<Value> & { field: ChosenListField<Value> }) {
  return (
    <OptionGroup {...props}>
      {(option, id, index) => (
        <input
          type="checkbox"
          id={id}
          ref={index === 0 ? field.ref : undefined}
          name={field.name}
          className={fieldStyles.checkbox}
          value={String(option.value)}
          checked={field.value.includes(option.value)}
          onChange={(event) =>
            field.onChange(
              event.currentTarget.checked
                ? [...field.value, option.value]
                : field.value.filter((value) => value !== option.value),
            )
          }
          onBlur={field.onBlur}
        />
      )}
    </OptionGroup>
  );
}

/** The options with their labels in a fieldset, its error tied to the group and announced. */
function OptionGroup<Value>({
  legend,
  options,
  error,
  children,
}: OptionGroupProps<Value> & { children: (option: Option<Value>, id: string, index: number) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <div key={String(option.value)} className={fieldStyles.checkboxRow}>
          {children(option, `${id}-${option.value}`, index)}
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
