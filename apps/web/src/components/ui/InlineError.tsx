import type { ReactNode } from 'react';
import fieldStyles from './Field.module.css';
import formStyles from './Form.module.css';

interface InlineErrorProps {
  id: string;
  message: string | undefined;
  /** With the "!" mark a Field's error has (colour is then not the only sign of it). */
  marked?: boolean;
  /** The live region's place in its layout (a row of its own among inline choices). */
  className?: string;
  /** What else the region says before the error (a wait: "Uploading…"). */
  children?: ReactNode;
}

/** A control's error under it, in a polite live region; `id` ties it to the control (aria-describedby). */
export function InlineError({ id, message, marked = false, className, children }: InlineErrorProps) {
  return (
    <div className={className} aria-live="polite">
      {children}
      {message ? (
        <p id={id} className={marked ? fieldStyles.error : formStyles.fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
