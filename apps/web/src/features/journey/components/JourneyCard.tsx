import { type ReactNode, useId } from 'react';
import styles from './JourneyPage.module.css';

export interface JourneyCardProps {
  /** Small line above the heading, e.g. the step's name. */
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The card each journey page sits in, like the accounts pages: community colours on top, one h1. */
export function JourneyCard({ eyebrow, heading, intro, children }: JourneyCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id={headingId} className={styles.heading}>
            {heading}
          </h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
