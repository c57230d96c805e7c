import { useEffect, useId, useState } from 'react';
import styles from './QuantityStepper.module.css';

/** Spec §9: a quantity stepper counts from 0 up to 10 unless told otherwise. */
export const STEPPER_FLOOR = 0;
export const STEPPER_CEILING = 10;

/** A whole number between floor and ceiling; anything not a number is the floor. */
export function clampQuantity(value: number, floor = STEPPER_FLOOR, ceiling = STEPPER_CEILING): number {
  if (!Number.isFinite(value)) return floor;
  return Math.min(Math.max(Math.trunc(value), floor), Math.max(floor, ceiling));
}

export interface QuantityStepperProps {
  /** The input's visible label, e.g. "Cat quantity". */
  label: string;
  /** The −/+ buttons' names, e.g. "Remove one Cat" and "Add one Cat". */
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  onChange: (value: number) => void;
  floor?: number;
  ceiling?: number;
  /** Ids of text describing the input (prices, the limit). */
  describedBy?: string;
  /** What the live region says after a button press, e.g. "Cat quantity: 2". */
  announce?: (value: number) => string;
}

/**
 * A labelled number input between − and + buttons. The buttons stay focusable at the limits
 * (aria-disabled, not disabled), so keyboard focus never drops; the arrow keys step the input itself.
 */
export function QuantityStepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  onChange,
  floor = STEPPER_FLOOR,
  ceiling = STEPPER_CEILING,
  describedBy,
  announce,
}: QuantityStepperProps) {
  const inputId = useId();
  const [text, setText] = useState(String(value));
  const [message, setMessage] = useState('');

  useEffect(() => {
    setText((current) => (current.trim() !== '' && Number(current) === value ? current : String(value)));
  }, [value]);

  const atFloor = value <= floor;
  const atCeiling = value >= ceiling;

  function step(by: number) {
    const next = clampQuantity(value + by, floor, ceiling);
    if (next === value) return;
    onChange(next);
    setText(String(next));
    setMessage(announce ? announce(next) : `${label}: ${next}`);
  }

  return (
    <div className={styles.stepper}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={decreaseLabel}
          aria-controls={inputId}
          aria-disabled={atFloor || undefined}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={floor}
          max={ceiling}
          step={1}
          value={text}
          aria-describedby={describedBy}
          onChange={(event) => {
            const raw = event.target.value;
            setText(raw);
            if (raw.trim() === '') return;
            const parsed = Number(raw);
            if (Number.isFinite(parsed)) onChange(clampQuantity(parsed, floor, ceiling));
          }}
          onBlur={() => {
            const parsed = text.trim() === '' ? floor : Number(text);
            const next = clampQuantity(parsed, floor, ceiling);
            setText(String(next));
            if (next !== value) onChange(next);
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={increaseLabel}
          aria-controls={inputId}
          aria-disabled={atCeiling || undefined}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className={styles.visuallyHidden} aria-live="polite">
        {message}
      </span>
    </div>
  );
}
