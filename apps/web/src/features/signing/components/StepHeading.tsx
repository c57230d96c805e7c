import { type ReactNode, useEffect, useRef } from 'react';
import styles from './Ceremony.module.css';

/** The ceremony card is labelled by whichever step heading shows. */
export const STEP_HEADING_ID = 'ceremony-step-heading';

/**
 * A step's h1. When the ceremony moves to another step, focus goes to the new heading, so a screen reader
 * reads where the signer now is and the next Tab starts from the top of the step.
 */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} id={STEP_HEADING_ID} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
