import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  heading: string;
  open: boolean;
  /** Escape, the close button or the caller's Cancel: the dialog never closes itself otherwise. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the browser's own <dialog>: it keeps focus inside, makes the page behind inert, closes on
 * Escape and gives focus back to the button that opened it, with no script of ours doing any of that.
 */
export function Dialog({ heading, open, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // Opened and closed with the DOM update itself, before any page's effect: closing gives focus back to the
  // opener, and a page that then moves focus on (to what happened) comes after it, whatever the renderer's
  // order of effects.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className={styles.content}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
