import { type ReactNode, useId } from 'react';
import { CardHeader } from '@/components/ui/CardHeader';
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
        <CardHeader
          headingId={headingId}
          heading={heading}
          headingClassName={styles.heading}
          eyebrow={eyebrow}
          intro={intro}
        />
        {children}
      </div>
    </section>
  );
}
