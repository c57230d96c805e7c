import styles from './File.module.css';

/** A section's facts as a description list, each label beside its value. */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [label: string, value: string]> }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
