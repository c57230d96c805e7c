import { type ReactNode, useId } from 'react';
import { CardHeader } from '@/components/ui/CardHeader';
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
        <CardHeader headingId={headingId} heading={heading} headingClassName={styles.heading} intro={intro} />
        {children}
      </div>
    </section>
  );
}
