import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from './Button';
import styles from './ConfirmationScreen.module.css';

export interface ConfirmationAction {
  label: string;
  to: string;
}

export interface ConfirmationScreenProps {
  /** The success message, as a heading under the page's h1; left out where the page's own h1 says it. */
  heading?: string;
  /** The secondary message: what happened and what comes next. */
  children: ReactNode;
  primary: ConfirmationAction;
  /** Shown as an outlined button beside the primary one. */
  secondary?: ConfirmationAction;
}

/**
 * The one confirmation screen (spec part 2 §1): an image, the success message, the secondary message, a
 * primary button and an optional outlined one. It usually replaces the form the user was in, so focus
 * moves to the message and a screen reader reads it out.
 */
export function ConfirmationScreen({ heading, children, primary, secondary }: ConfirmationScreenProps) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className={styles.screen}>
      <SuccessImage />
      <div ref={message} tabIndex={-1} role="status" className={styles.message}>
        {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
        {children}
      </div>
      <div className={styles.actions}>
        <Link to={primary.to} className={buttonClassName('primary', styles.primary)}>
          {primary.label}
        </Link>
        {secondary ? (
          <Link to={secondary.to} className={buttonClassName('secondary')}>
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** Decoration only: the words carry the message, so assistive technology skips it. */
function SuccessImage() {
  return (
    <svg className={styles.image} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="44" className={styles.halo} />
      <circle cx="48" cy="48" r="32" className={styles.disc} />
      <path d="M34 49l10 10 19-21" className={styles.tick} />
    </svg>
  );
}
