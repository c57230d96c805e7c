import { type ReactNode, useId } from 'react';
import styles from './File.module.css';

/** One titled part of the application file, named by its heading for landmarks and headings lists. */
export function FileSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
