import { Button } from '@/components/ui/Button';
import styles from './Settings.module.css';
import { focusKey, type RowPanels } from './use-row-panels';

interface RowOpenerProps<Kind extends string> {
  panels: RowPanels<Kind>;
  row: string;
  kind: Kind;
  /** The panel it opens, named with aria-controls while it is open. */
  panelId: string;
  label: string;
  /** The label with what it acts on ("Edit Ana Ortiz"), where the label alone says too little. */
  accessibleName?: string;
  /** A row's small button unless told (an Add button under the table). */
  className?: string;
}

/**
 * A button that opens (and closes) a panel under its row: saying whether it is open, and found again by
 * `data-focus-key` when focus goes back to it.
 */
export function RowOpener<Kind extends string>({
  panels,
  row,
  kind,
  panelId,
  label,
  accessibleName,
  className = styles.rowButton,
}: RowOpenerProps<Kind>) {
  const open = panels.isOpen(row, kind);
  return (
    <Button
      variant="secondary"
      className={className}
      data-focus-key={focusKey(row, kind)}
      aria-label={accessibleName}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => panels.toggle(row, kind)}
    >
      {label}
    </Button>
  );
}

interface RowActButtonProps {
  label: string;
  /** Said instead of the label while the act is under way ("Sending…"). */
  busyLabel: string;
  accessibleName: string;
  busy: boolean;
  /** What focus finds it by (use-row-panels' `focusKey`), when it has a place to come back to. */
  focusKey?: string;
  onClick: () => void;
}

/** A row's button that acts at once, without a panel (resend an invitation, reactivate a unit). */
export function RowActButton({
  label,
  busyLabel,
  accessibleName,
  busy,
  focusKey,
  onClick,
}: RowActButtonProps) {
  return (
    <Button
      variant="secondary"
      className={styles.rowButton}
      data-focus-key={focusKey}
      aria-label={accessibleName}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
