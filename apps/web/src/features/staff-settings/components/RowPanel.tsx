import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import styles from './Settings.module.css';
import type { RowPanels } from './use-row-panels';

interface RowPanelProps {
  /** The id the button that opened it names with aria-controls. */
  id?: string;
  heading: string;
  /** Under a section's h2 (3) or under an h3 (4). */
  level?: 3 | 4;
  /** The panel's look: under a table's row unless told. */
  className?: string;
  /** Escape closes the panel, as its Cancel button does; none where that would lose what was typed. */
  onEscape?: () => void;
  children: ReactNode;
}

/**
 * What opens for one row or item (its edit form, a confirmation, an editor): its heading takes focus when
 * it opens, so a screen reader says what it is and Tab goes on into it.
 */
export function RowPanel({
  id,
  heading,
  level = 3,
  className = styles.panel,
  onEscape,
  children,
}: RowPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape is a shortcut for the Cancel button inside.
    <div
      id={id}
      className={className}
      onKeyDown={
        onEscape &&
        ((event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onEscape();
          }
        })
      }
    >
      <Heading ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        {heading}
      </Heading>
      {children}
    </div>
  );
}

interface ConfirmPanelProps extends Omit<RowPanelProps, 'onEscape' | 'children'> {
  text: string;
  confirmLabel: string;
  pendingLabel: string;
  /** "Cancel" unless told. */
  cancelLabel?: string;
  /** Does the act; a failure it throws is shown above the buttons. */
  onConfirm: () => Promise<void>;
  /** What a failure says: the API's words for a 403 or 409 (or "Something went wrong") unless told. */
  describeFailure?: (error: unknown) => string[];
  onCancel: () => void;
  /** Whether Escape cancels, as it does unless told. */
  escapeCancels?: boolean;
}

/**
 * The step before an act that is hard to take back (deactivate, revoke, remove, go back to the standard
 * wording): what it does, then Confirm or Cancel, and why it failed.
 */
export function ConfirmPanel({
  text,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  onConfirm,
  describeFailure,
  onCancel,
  escapeCancels = true,
  ...panel
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
      setFailure(describeFailure?.(error) ?? [refusalMessage(error, t('staffSettings.failed'))]);
      setPending(false);
    }
  }

  return (
    <RowPanel {...panel} onEscape={escapeCancels ? onCancel : undefined}>
      <p>{text}</p>
      <ErrorList messages={failure} />
      <div className={styles.panelActions}>
        <Button onClick={() => void confirm()} aria-disabled={pending || undefined}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('staffSettings.people.actions.cancel')}
        </Button>
      </div>
    </RowPanel>
  );
}

/** An act on a table's row, as its confirmation does it: what it says while under way and once done. */
export interface RowAct {
  pending: string;
  done: string;
  act: () => Promise<unknown>;
  /** Where focus goes once it is done: the first of these buttons still there, or the section's heading. */
  focus: string[];
}

interface RowActConfirmProps extends Pick<ConfirmPanelProps, 'id' | 'heading' | 'text' | 'confirmLabel'> {
  panels: Pick<RowPanels<string>, 'cancel' | 'done'>;
  act: RowAct;
}

/** The confirmation of an act on a row (deactivate, revoke, delete): once done, the panels announce it. */
export function RowActConfirm({ panels, act: { pending, done, act, focus }, ...texts }: RowActConfirmProps) {
  return (
    <ConfirmPanel
      {...texts}
      pendingLabel={pending}
      onCancel={panels.cancel}
      onConfirm={async () => {
        await act();
        panels.done(done, focus);
      }}
    />
  );
}
