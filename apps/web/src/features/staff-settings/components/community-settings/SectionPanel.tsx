import { type ReactNode, useId } from 'react';
import styles from './CommunitySettings.module.css';

/** One section of a community's settings (General, Theme, History): a region under its h2. */
export function SectionPanel({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {children}
    </section>
  );
}
