import { type ReactNode, useId } from 'react';
import styles from './AccountsPage.module.css';

export interface AccountsPageProps {
  heading: string;
  intro?: ReactNode;
  /** Forms with many fields (sign-up, account) get a wider card. */
  wide?: boolean;
  children: ReactNode;
}

/** The card every accounts page sits in: the community colours on top, one h1, then the content. */
export function AccountsPage({ heading, intro, wide = false, children }: AccountsPageProps) {
  const headingId = useId();
  return (
    <section
      className={[styles.card, wide ? styles.wide : null].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
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
