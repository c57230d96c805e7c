import { useHomeLine } from '@/shared/status/StatusPageFrame';
import styles from './Approved.module.css';

/** The building and unit, as the approval message shows them: the first line of every signing step. */
export function SigningHomeLine() {
  return <p className={styles.home}>{useHomeLine()}</p>;
}
