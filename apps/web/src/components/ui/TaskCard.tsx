import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { buttonClassName } from './Button';
import styles from './TaskCard.module.css';

export interface TaskCardProps {
  /** The card's heading. */
  label: string;
  /** Heading level: 1 when the card is the page (default), 2 when it sits under a page heading. */
  headingLevel?: 1 | 2;
  description?: ReactNode;
  tip?: ReactNode;
  /** A failure to report above the action; announced when it appears. */
  error?: string | null;
  /** The button: a link to the route that does the task. */
  action?: { to: string; label: string };
  /** Shown in place of the button when no more can be added (e.g. the most guarantors allowed). */
  limitReachedMessage?: string | null;
  /** An "Add Another {thing}" link. */
  addAnother?: { to: string; thing: string };
  /** The Go Back link's target; the community's root path unless given. `false` hides the link. */
  goBackTo?: string | false;
}

/** Where Go Back leads when the caller names no route: the community's root, else the portal's. */
export function defaultGoBackPath(community: string | undefined): string {
  return community ? `/${community}` : '/';
}

/**
 * The spec's task card (part 1, screen 13): a label, a description, an optional tip, an error, a button
 * to the route that does the task, or a limit-reached message in its place, an optional "Add Another
 * {thing}" link and a Go Back link.
 */
export function TaskCard({
  label,
  headingLevel = 1,
  description,
  tip,
  error,
  action,
  limitReachedMessage,
  addAnother,
  goBackTo,
}: TaskCardProps) {
  const { t } = useTranslation();
  const { community } = useParams();
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const goBack = goBackTo === false ? null : (goBackTo ?? defaultGoBackPath(community));

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.label}>
        {label}
      </Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      {tip ? (
        <div className={styles.tip}>
          <span className={styles.tipLabel}>{t('portal.taskCard.tip')}</span> {tip}
        </div>
      ) : null}
      {/* Always present, so assistive technology announces an error as soon as it is set. */}
      <div role="alert" className={error ? styles.error : styles.errorEmpty}>
        {error ?? null}
      </div>
      <div className={styles.actions}>
        {limitReachedMessage ? (
          <p className={styles.limit}>{limitReachedMessage}</p>
        ) : action ? (
          <Link to={action.to} className={buttonClassName('primary', styles.button)}>
            {action.label}
          </Link>
        ) : null}
        {addAnother ? (
          <Link to={addAnother.to} className={styles.link}>
            {t('portal.taskCard.addAnother', { thing: addAnother.thing })}
          </Link>
        ) : null}
      </div>
      {goBack ? (
        <Link to={goBack} className={styles.goBack}>
          {t('portal.taskCard.goBack')}
        </Link>
      ) : null}
    </section>
  );
}
