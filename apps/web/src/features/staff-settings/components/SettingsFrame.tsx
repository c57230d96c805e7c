import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { CardHeader } from '@/components/ui/CardHeader';
import { BACK_TO_STAFF_HOME, STAFF_HOME_PATH } from '@/shared/account-frame/next-path';
import styles from './Settings.module.css';

interface SettingsFrameProps {
  /** The way back: the staff home, or the list of communities. */
  back: { to: string; label: string };
  eyebrow: string;
  heading: ReactNode;
  intro?: string | undefined;
  /** Under the header, beside nothing else: the community's status and its Publish button. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A settings page's card: the way back, the eyebrow over the page's one h1, and what the page holds. */
export function SettingsFrame({ back, eyebrow, heading, intro, aside, children }: SettingsFrameProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <Link
          className={styles.back}
          to={back.to}
          state={back.to === STAFF_HOME_PATH ? BACK_TO_STAFF_HOME : undefined}
        >
          {back.label}
        </Link>
        <CardHeader headingId={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        {aside}
        {children}
      </div>
    </section>
  );
}
