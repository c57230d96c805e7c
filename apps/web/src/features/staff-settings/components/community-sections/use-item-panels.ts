import { useEffect, useRef, useState } from 'react';

export type PanelMode = 'edit' | 'remove';

/** Which panel is open: the edit form or removal of the item at `index` of `list`, or the form adding one. */
export interface PanelState {
  list: string;
  index: number | 'new';
  mode: PanelMode;
}

/**
 * The one panel open at a time in a section of lists (fees and concessions, rental options): opened from
 * a button, which gets focus back when the panel closes (or, when it has gone, the section's heading), and
 * what the last one saved, for the section to announce.
 */
export function useItemPanels() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState<PanelState | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [closings, setClosings] = useState(0);

  useEffect(() => {
    if (closings === 0) return;
    const target = opener.current?.isConnected ? opener.current : headingRef.current;
    target?.focus();
  }, [closings]);

  const isOpen = (panel: PanelState) =>
    open?.list === panel.list && open.index === panel.index && open.mode === panel.mode;

  function close() {
    setOpen(null);
    setClosings((count) => count + 1);
  }

  function toggle(panel: PanelState, from: HTMLElement) {
    setSaved(null);
    if (isOpen(panel)) return close();
    opener.current = from;
    setOpen(panel);
  }

  /** Closes the panel and announces `message`; `toHeading` when the button that opened it is gone. */
  function done(message: string, toHeading = false) {
    if (toHeading) opener.current = null;
    setSaved(message);
    close();
  }

  return { headingRef, open, saved, isOpen, toggle, close, done };
}

export type ItemPanels = ReturnType<typeof useItemPanels>;
