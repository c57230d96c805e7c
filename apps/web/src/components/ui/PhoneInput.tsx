import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { formatPhoneInputWithCaret } from './phone-input-format';

export interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A US phone number input that formats itself as (xxx) xxx-xxxx while the user types or pastes, keeping
 * the caret after the digit it followed. Works uncontrolled (react-hook-form's register) or controlled.
 */
export function PhoneInput({ ref, onChange, ...props }: PhoneInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const formatted = formatPhoneInputWithCaret(input.value, input.selectionStart ?? input.value.length);
    if (formatted.value !== input.value) {
      input.value = formatted.value;
      if (input.ownerDocument.activeElement === input) {
        input.setSelectionRange(formatted.caret, formatted.caret);
      }
    }
    onChange?.(event);
  }

  return <input ref={ref} type="tel" inputMode="tel" autoComplete="tel" {...props} onChange={handleChange} />;
}
