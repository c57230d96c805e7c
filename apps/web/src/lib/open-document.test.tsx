// @vitest-environment happy-dom
import './i18n';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDocumentMessages, renderAppSnackbar, stubDocumentTab } from '@/test-support/document-tab';
import { type DocumentSource, openDocument, openLinkedDocument } from './open-document';

const BLOCKED =
  "Oops! We're having trouble opening this page. Please update your browser to the latest version and try again.";
const FAILED = 'An error occurred. Please try again.';
const NOTICE = '/api/transactions/7/aan-document/';

const pdfAnswer = (filename = 'adverse-action-notice-7.pdf') =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });

/** A page with a link to the notice and a button opening `source`, beside the app's snackbar. */
function renderPage(source: DocumentSource) {
  renderAppSnackbar();
  render(
    <>
      <a href={NOTICE} onClick={openLinkedDocument}>
        Learn Why
      </a>
      <button type="button" onClick={() => void openDocument(source)}>
        Open
      </button>
    </>,
  );
}

afterEach(() => {
  cleanup();
  forgetDocumentMessages();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('openDocument', () => {
  it('opens the window at the click, then gives the document read with the session under its own name', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { tab, open, saved } = stubDocumentTab();
    renderPage(NOTICE);

    const link = screen.getByRole('link', { name: 'Learn Why' });
    expect(link.getAttribute('href')).toBe(NOTICE);
    fireEvent.click(link);
    // Opened in the click itself, before anything arrived, so a popup blocker lets it through.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(fetch).toHaveBeenCalledWith(NOTICE, { credentials: 'same-origin' });
    expect(saved).toEqual([]);

    await act(async () => answer(pdfAnswer()));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('adverse-action-notice-7.pdf');
    expect(await saved[0]?.file.text()).toBe('%PDF-1.7');
    expect(saved[0]?.file.type).toBe('application/pdf');
    expect(tab.close).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the spec’s words in the snackbar when the browser blocks the window, and fetches nothing', async () => {
    const fetch = vi.fn(async () => pdfAnswer());
    vi.stubGlobal('fetch', fetch);
    const { saved } = stubDocumentTab({ blocked: true });
    renderPage(NOTICE);

    fireEvent.click(screen.getByRole('link', { name: 'Learn Why' }));
    expect((await screen.findByRole('status')).textContent).toBe(BLOCKED);
    expect(fetch).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('shows the message as the app’s snackbar does, for 4000 ms (spec part 1 §9)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn());
    stubDocumentTab({ blocked: true });
    renderPage(NOTICE);

    fireEvent.click(screen.getByRole('link', { name: 'Learn Why' }));
    expect(screen.getByRole('status').textContent).toBe(BLOCKED);
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status').textContent).toBe(BLOCKED);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes the window and says an error occurred when the document cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const { tab, saved } = stubDocumentTab();
    renderPage(NOTICE);

    fireEvent.click(screen.getByRole('link', { name: 'Learn Why' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(FAILED));
    expect(tab.close).toHaveBeenCalledOnce();
    expect(saved).toEqual([]);
  });

  it('says an error occurred when the request never gets an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { tab } = stubDocumentTab();
    renderPage(NOTICE);

    fireEvent.click(screen.getByRole('link', { name: 'Learn Why' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(FAILED));
    expect(tab.close).toHaveBeenCalledOnce();
  });

  it('asks for a short-lived link after opening the window, then gives the document it names', async () => {
    const fetch = vi.fn(async () => pdfAnswer('lease-12.pdf'));
    vi.stubGlobal('fetch', fetch);
    const { open, saved } = stubDocumentTab();
    const link = vi.fn(async () => '/api/lease-documents/31/file/?expires=1&signature=s');
    renderPage(link);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['lease-12.pdf']));
    expect(link).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('/api/lease-documents/31/file/?expires=1&signature=s', {
      credentials: 'same-origin',
    });
  });

  it('closes the window and says an error occurred when the link cannot be had', async () => {
    const fetch = vi.fn(async () => pdfAnswer());
    vi.stubGlobal('fetch', fetch);
    const { tab } = stubDocumentTab();
    renderPage(async () => {
      throw new Error('409');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(FAILED));
    expect(tab.close).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives a file it is given as it is, and lets it go from memory a minute later', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => pdfAnswer());
    vi.stubGlobal('fetch', fetch);
    const { saved, revokeObjectURL } = stubDocumentTab();
    const preview = new File(['%PDF-1.7 preview'], 'lease-preview.pdf', { type: 'application/pdf' });

    await expect(openDocument(preview)).resolves.toBe(true);
    expect(saved).toEqual([{ name: 'lease-preview.pdf', file: preview }]);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(59_999);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:document-1');
  });

  it('names a file the server does not name after the last part of its address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const { saved } = stubDocumentTab();
    await act(() => openDocument('/files/lease-41.pdf?expires=1'));
    expect(saved.map((file) => file.name)).toEqual(['lease-41.pdf']);
  });

  it('answers whether the document was given', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    stubDocumentTab();
    await expect(act(() => openDocument(NOTICE))).resolves.toBe(false);
    vi.restoreAllMocks();
    stubDocumentTab({ blocked: true });
    await expect(act(() => openDocument(NOTICE))).resolves.toBe(false);
  });
});
