import { type ReactNode, useId } from 'react';
import { NoticeBanner } from './NoticeBanner';
import styles from './Settings.module.css';
import type { Notice } from './use-notice';
import type { RowPanels } from './use-row-panels';

export interface SettingsSectionProps {
  heading: string;
  /** A line on what the section is for. */
  intro?: string;
  /** What the last act did, announced at once (the page's h1 is above every section). */
  notice?: Notice | null;
  /**
   * The panels of the section's table (use-row-panels): what their last act did is its notice, their
   * buttons are looked for in it, and its heading takes focus when the button that had it has gone.
   */
  panels?: Pick<RowPanels<string>, 'notice' | 'rootRef' | 'headingRef'>;
  /** The section's look, when it is not the usual one. */
  className?: string;
  children: ReactNode;
}

/** One part of a Settings page: a region under its h2, a line on what it is for, what was last done. */
export function SettingsSection({
  heading,
  intro,
  panels,
  notice = panels?.notice,
  className = styles.section,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section ref={panels?.rootRef} className={className} aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={panels?.headingRef}
        tabIndex={panels ? -1 : undefined}
        className={styles.sectionHeading}
      >
        {heading}
      </h2>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      <NoticeBanner notice={notice} />
      {children}
    </section>
  );
}
