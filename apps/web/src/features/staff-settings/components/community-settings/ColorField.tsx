import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/Field';
import styles from './CommunitySettings.module.css';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

interface ColorFieldProps {
  /** The hex text field's label; the colour picker beside it is named `pickerLabel`. */
  label: string;
  pickerLabel: string;
  hint?: string;
  error?: string | undefined;
  /** The hex text field's registration. */
  registration: UseFormRegisterReturn;
  /** The colour typed so far. */
  value: string;
  /** A colour chosen with the picker, as #RRGGBB. */
  onPick: (colour: string) => void;
}

/**
 * A colour as the theme keeps it (#RRGGBB): the browser's colour picker and the hex text side by side,
 * each labelled; the error goes under them, tied to the text field, which the form focuses.
 */
export function ColorField({
  label,
  pickerLabel,
  hint,
  error,
  registration,
  value,
  onPick,
}: ColorFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required>
      {(control) => (
        <div className={styles.colourRow}>
          <input
            type="color"
            className={styles.colourPicker}
            aria-label={pickerLabel}
            value={HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => onPick(event.currentTarget.value.toUpperCase())}
          />
          <input
            {...control}
            {...registration}
            className={`${control.className ?? ''} ${styles.colourText}`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
          />
        </div>
      )}
    </Field>
  );
}
