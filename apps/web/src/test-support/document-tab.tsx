import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { RootLayout } from '../app/RootLayout';
import { dismissFlashMessage } from '../lib/flash-message';

/** A file the app handed to the browser (lib/open-document.ts): its name and its content. */
export interface SavedFile {
  name: string;
  file: Blob;
}

/**
 * For tests of what opens a document (lib/open-document.ts): `window.open` answers a fake window, or null as
 * a browser blocking the popup does; `saved` lists the files handed to the browser. Restore with
 * vi.restoreAllMocks() and forgetDocumentMessages().
 */
export function stubDocumentTab({ blocked = false }: { blocked?: boolean } = {}) {
  const tab = { closed: false, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(blocked ? null : (tab as unknown as Window));
  const files = new Map<string, Blob>();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    next += 1;
    files.set(`blob:document-${next}`, file as Blob);
    return `blob:document-${next}`;
  });
  const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  const saved: SavedFile[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.getAttribute('href') ?? '');
    if (file) saved.push({ name: this.download, file });
  });
  return { tab, open, saved, revokeObjectURL };
}

/** The app's snackbar as every page has it (app/RootLayout.tsx), beside the screen under test. */
export function renderAppSnackbar() {
  return render(
    <MemoryRouter>
      <RootLayout />
    </MemoryRouter>,
  );
}

/** The snackbar's message outlives a test's screen: each test starts without one. */
export function forgetDocumentMessages(): void {
  dismissFlashMessage();
}
