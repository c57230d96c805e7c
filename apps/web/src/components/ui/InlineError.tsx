import formStyles from './Form.module.css';

/** A control's error under it, in a polite live region; `id` ties it to the control (aria-describedby). */
export function InlineError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div aria-live="polite">
      {message ? (
        <p id={id} className={formStyles.fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
