import { useSyncExternalStore } from 'react';
import type { SnackbarMessage } from '@/components/ui/Snackbar';

/**
 * The app's one snackbar message, shown by the root layout (app/RootLayout.tsx) on every page: a save's
 * confirmation ("Changes saved"), a document that could not be opened (lib/open-document.ts). It lives
 * outside any page so it survives the navigation a save may cause.
 */
let current: SnackbarMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showFlashMessage(text: string): void {
  current = { id: nextId, text };
  nextId += 1;
  emit();
}

export function dismissFlashMessage(): void {
  if (current === null) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFlashMessage(): SnackbarMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
