import { type ReactNode, useId } from 'react';
import styles from './StatusPanel.module.css';

export interface StatusPanelProps {
  heading: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
  /** "alert" makes the panel an assertive live region, announced as soon as it appears. */
  role?: 'alert';
}

/** A page-level message (error, bad route) with its own h1. */
export function StatusPanel({ heading, children, actions, tone = 'neutral', role }: StatusPanelProps) {
  const headingId = useId();
  return (
    <section className={`${styles.panel} ${styles[tone]}`} role={role} aria-labelledby={headingId}>
      <span className={styles.mark} aria-hidden="true" />
      <h1 id={headingId} className={styles.heading}>
        {heading}
      </h1>
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
