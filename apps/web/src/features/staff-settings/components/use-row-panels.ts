import { useEffect, useRef, useState } from 'react';
import { useNotice } from './use-notice';

/** What a button is found by when focus goes back to it: the row it acts on and the act. */
export const focusKey = (row: string, act: string) => `${row}\u0000${act}`;

/**
 * The one panel open at a time under a table's rows (or its Add button), and what the last act did. When
 * a panel closes, focus goes back to the first of the wanted buttons still there once the list is read
 * again (found by `data-focus-key`), or to the section's heading when none is (a deleted row). Used by
 * People, Units and the lists of a community's sections (fees, concessions, rental options).
 */
export function useRowPanels<Kind extends string>() {
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<{ row: string; kind: Kind } | null>(null);
  const { notice, announce, run } = useNotice();
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
    /** The kind of panel open under `row`, if one is. */
    openUnder: (row: string) => (open?.row === row ? open.kind : null),
    toggle(row: string, kind: Kind) {
      announce(null);
      setOpen(isOpen(row, kind) ? null : { row, kind });
    },
    /** Closes the panel, focus back on the button that opened it. */
    cancel() {
      if (open) setFocusTo([focusKey(open.row, open.kind)]);
      setOpen(null);
    },
    /** Closes the panel, focus staying where it is (on a row's button that acts at once). */
    close() {
      setOpen(null);
    },
    /** Closes the panel and announces `message`; focus goes to the first of `focus` still there. */
    done(message: string, focus: string[]) {
      setOpen(null);
      announce({ tone: 'success', text: message });
      setFocusTo(focus);
    },
    announce,
    run,
  };
}

export type RowPanels<Kind extends string> = ReturnType<typeof useRowPanels<Kind>>;
