import { type ReactNode, type Ref, useId } from 'react';
import { StatusBanner } from '@/components/ui/StatusBanner';
import styles from './CommunitySections.module.css';

interface SectionFrameProps {
  heading: string;
  intro?: string;
  /** What was just saved, announced at once (the page's h1 is above every section). */
  saved: string | null;
  /** The heading takes focus when what had it has gone (a removed row). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One section of a community's settings: its h2, a line on what it is for, and what was last saved. */
export function SectionFrame({ heading, intro, saved, headingRef, children }: SectionFrameProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
        {heading}
      </h2>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {saved ? <StatusBanner tone="success" alert messages={[saved]} /> : null}
      {children}
    </section>
  );
}
