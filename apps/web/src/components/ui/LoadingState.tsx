import styles from './LoadingState.module.css';

export interface LoadingStateProps {
  /** Read out by screen readers (the container is a polite live region) and shown under the spinner. */
  label: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
