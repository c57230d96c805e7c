import { useEffect, useRef, useState } from 'react';

/** The panels of Settings → Units: a unit added, changed, its prices, its deactivation or deletion. */
export type UnitPanelKind = 'add' | 'edit' | 'prices' | 'deactivate' | 'delete';

export type Notice = { tone: 'success' | 'error'; text: string };

/** What a button is found by when focus goes back to it: the row it acts on and the act. */
export const focusKey = (row: string, act: string) => `${row}\u0000${act}`;

/**
 * The one panel open at a time under a table's rows (or its Add button), and what the last act did. When
 * a panel closes, focus goes back to the first of the wanted buttons still there once the list is read
 * again (found by `data-focus-key`), or to the section's heading when none is (a deleted row).
 */
export function useRowPanels<Kind extends string>() {
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<{ row: string; kind: Kind } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focusTo, setFocusTo] = useState<string[] | null>(null);

  useEffect(() => {
    if (!focusTo) return;
    const button = focusTo
      .map((key) =>
        Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-focus-key]') ?? []).find(
          (element) => element.dataset.focusKey === key,
        ),
      )
      .find((found) => found);
    (button ?? headingRef.current)?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const isOpen = (row: string, kind: Kind) => open?.row === row && open.kind === kind;

  return {
    rootRef,
    headingRef,
    open,
    notice,
    isOpen,
    toggle(row: string, kind: Kind) {
      setNotice(null);
      setOpen(isOpen(row, kind) ? null : { row, kind });
    },
    /** Closes the panel, focus back on the button that opened it. */
    cancel() {
      if (open) setFocusTo([focusKey(open.row, open.kind)]);
      setOpen(null);
    },
    /** Closes the panel and announces `message`; focus goes to the first of `focus` still there. */
    done(message: string, focus: string[]) {
      setOpen(null);
      setNotice({ tone: 'success', text: message });
      setFocusTo(focus);
    },
    announce(notice: Notice | null) {
      setNotice(notice);
    },
  };
}

export type RowPanels<Kind extends string> = ReturnType<typeof useRowPanels<Kind>>;
