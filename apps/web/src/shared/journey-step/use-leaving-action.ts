import { useState } from 'react';

/**
 * An action that ends by leaving the page (a removal, finishing a step). Pressing again while it runs does
 * nothing, and it stays pending until the page goes; a failure is listed and the action can be tried again.
 */
export function useLeavingAction() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  async function run(action: () => Promise<void>, failureOf: (error: unknown) => string[]) {
    if (pending) return;
    setPending(true);
    setFailure([]);
    try {
      await action();
    } catch (error) {
      setFailure(failureOf(error));
      setPending(false);
    }
  }

  return { run, pending, failure };
}
