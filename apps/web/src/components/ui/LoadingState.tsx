import styles from './LoadingState.module.css';

export interface LoadingStateProps {
  /** Read out by screen readers (the container is a polite live region) and shown under the spinner. */
  label: string;
}

/**
 * A wait's spinner and its words. Screen readers hear them at once; on screen they appear after 400 ms, so a
 * page that loads quickly goes straight from blank to its content, and a slow one still shows its wait.
 */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
