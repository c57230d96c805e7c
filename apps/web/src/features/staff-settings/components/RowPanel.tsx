import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import styles from './StaffPeople.module.css';

interface RowPanelProps {
  /** The id the row's button names with aria-controls. */
  id: string;
  heading: string;
  /** Escape closes the panel, as Cancel does. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * What opens under a person's row (their edit form, a confirmation): its heading takes focus when it opens,
 * so a screen reader says what it is and Tab goes on into it; Escape closes it.
 */
export function RowPanel({ id, heading, onCancel, children }: RowPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape is a shortcut for the Cancel button inside.
    <div
      id={id}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <h3 ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        {heading}
      </h3>
      {children}
    </div>
  );
}

interface ConfirmPanelProps {
  id: string;
  heading: string;
  text: string;
  confirmLabel: string;
  pendingLabel: string;
  /** Does the act; a failure it throws is shown above the buttons (the API's words for a 403 or 409). */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** The step before an act that is hard to take back (deactivate, revoke): what it does, then Confirm or Cancel. */
export function ConfirmPanel({
  id,
  heading,
  text,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onCancel,
}: ConfirmPanelProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setFailure([]);
    try {
      await onConfirm();
    } catch (error) {
      setFailure([refusalMessage(error, t('staffSettings.failed'))]);
      setPending(false);
    }
  }

  return (
    <RowPanel id={id} heading={heading} onCancel={onCancel}>
      <p>{text}</p>
      <ErrorList messages={failure} />
      <div className={styles.panelActions}>
        <Button onClick={() => void confirm()} aria-disabled={pending || undefined}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('staffSettings.people.actions.cancel')}
        </Button>
      </div>
    </RowPanel>
  );
}
