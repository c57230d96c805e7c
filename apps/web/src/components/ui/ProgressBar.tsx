import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** The bar's accessible name. */
  label: string;
  /** Read and shown with the value, e.g. "20% complete". */
  valueText: string;
}

/** A labelled progress bar (role="progressbar" with aria-valuenow), its value also written out. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={styles.wrapper}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
      >
        <div className={styles.fill} style={{ width: `${clamped}%` }} />
      </div>
      <p className={styles.text} aria-hidden="true">
        {valueText}
      </p>
    </div>
  );
}
