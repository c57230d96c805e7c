import type { MouseEvent } from 'react';
import { showFlashMessage } from './flash-message';
import { t } from './i18n';

/**
 * A document to open: the address of its file (an API path, read with the session's cookie), the file
 * itself (a preview made on request), or a call that finds either when it is wanted (a five-minute link
 * asked for at the click).
 */
export type DocumentSource = string | File | (() => Promise<string | File>);

/** How long a file handed to the browser stays in memory: enough for the browser to have saved it. */
const RELEASE_AFTER_MS = 60_000;

/**
 * Opens a document: the one way the app gives a file (spec part 1 §8, "Document open"). Called from the
 * click itself, it opens the new window there and then, before anything is fetched, so a popup blocker
 * judges the click and not a later callback; a blocked window is said in the snackbar in the spec's words.
 * The file is then read here, so that any failure (the link or the file cannot be had) is said on this page
 * as "An error occurred" rather than shown as an error in the new window, and handed to the browser under
 * the name the server gives it. The API sends every document as an attachment, under a policy that refuses
 * plugins (`object-src 'none'`, inherited by a blob: page, where Chromium's PDF viewer then shows nothing):
 * the browser saves it rather than showing it, so the window closes once the file is handed over, as the
 * browser's own new tab for an attachment does. Answers whether the document was given.
 */
export async function openDocument(source: DocumentSource): Promise<boolean> {
  const opened = window.open('', '_blank');
  if (!opened) {
    showFlashMessage(t('errors.document.blocked'));
    return false;
  }
  try {
    const found = typeof source === 'function' ? await source() : source;
    save(typeof found === 'string' ? await fetchFile(found) : found);
    return true;
  } catch {
    showFlashMessage(t('errors.document.failed'));
    return false;
  } finally {
    opened.close();
  }
}

/**
 * The click of a link to a document, `<a href={url} onClick={openLinkedDocument}>`: opens its address with
 * `openDocument`. The address stays on the link for what the browser does without a click (its context
 * menu, a middle click).
 */
export function openLinkedDocument(event: MouseEvent<HTMLAnchorElement>): void {
  const url = event.currentTarget.getAttribute('href');
  if (!url) return;
  event.preventDefault();
  void openDocument(url);
}

async function fetchFile(url: string): Promise<File> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The document could not be read (${response.status})`);
  const content = await response.blob();
  return new File([content], fileNameOf(response, url), { type: content.type });
}

/** The name the server gives the file (`Content-Disposition`), else the last part of its address. */
function fileNameOf(response: Response, url: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  if (plain) return plain.trim();
  return new URL(url, window.location.href).pathname.split('/').filter(Boolean).pop() ?? 'document';
}

function save(file: File): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), RELEASE_AFTER_MS);
}
