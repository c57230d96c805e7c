import { useState } from 'react';

/**
 * Which of a section's action dialogs is open (null: none), with `close` and `done`: a form in a dialog
 * calls `done(message)` when it has done its work, which closes the dialog and hands the message on.
 */
export function useOpenDialog<Open>(onDone: (message: string) => void) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const done = (message: string) => {
    close();
    onDone(message);
  };
  return { open, setOpen, close, done };
}
