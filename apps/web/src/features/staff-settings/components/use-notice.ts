import { useState } from 'react';
import { refusalMessage } from '@/lib/failure-message';

/** What the last act on a list did, for the page to say: done, or why it failed. */
export type Notice = { tone: 'success' | 'error'; text: string };

/** The notice of a list whose acts are said above it (people, units, a unit's price changes). */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  return {
    notice,
    announce: setNotice,
    /** An act done at once: the notice is cleared, then says what `act` announces, or why it failed. */
    async run(act: () => Promise<void>, failed: string) {
      setNotice(null);
      try {
        await act();
      } catch (error) {
        setNotice({ tone: 'error', text: refusalMessage(error, failed) });
      }
    },
  };
}
