import { type ChangeEvent, type Ref, useState } from 'react';
import type { FieldControlProps } from '@/components/ui/Field';
import { useTranslation } from '@/lib/i18n';
import { applyTaxIdEdit, formatTaxId } from '../lib/tax-id-input';
import styles from './Screening.module.css';

export interface TaxIdInputProps extends FieldControlProps {
  ref?: Ref<HTMLInputElement>;
  digits: string;
  onDigitsChange: (digits: string) => void;
  onBlur?: () => void;
  /** The show toggle's name, e.g. "Show Social Security number"; its pressed state says whether it shows. */
  showLabel: string;
}

/**
 * An SSN or ITIN input: digits only, up to 9, displayed xxx-xx-xxxx, hidden behind dots until the user
 * presses Show. The page holds only the digits; the dots are the input's own text, so nothing else (a
 * screen reader, a password manager) ever sees the number while it is hidden.
 */
export function TaxIdInput({
  ref,
  digits,
  onDigitsChange,
  showLabel,
  className,
  ...control
}: TaxIdInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const deletingForward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
    const caret = input.selectionStart ?? input.value.length;
    const edit = applyTaxIdEdit(digits, !shown, input.value, caret, deletingForward);
    // Written at once, so the caret can stay where the edit left it rather than jump to the end.
    input.value = formatTaxId(edit.digits, !shown);
    input.setSelectionRange(edit.caret, edit.caret);
    onDigitsChange(edit.digits);
  }

  return (
    <div className={styles.taxId}>
      <input
        {...control}
        ref={ref}
        className={[className, styles.taxIdInput].filter(Boolean).join(' ')}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value={formatTaxId(digits, !shown)}
        onChange={handleChange}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-controls={control.id}
        aria-pressed={shown}
        aria-label={showLabel}
        onClick={() => setShown((visible) => !visible)}
      >
        {t('screening.form.show')}
      </button>
    </div>
  );
}
