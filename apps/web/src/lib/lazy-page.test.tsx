// @vitest-environment happy-dom
import { act, type ComponentType, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function renderInSuspense(Page: ComponentType, sync: boolean) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const tree = (
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>
  );
  if (sync) flushSync(() => root?.render(tree));
  else root.render(tree);
}

const greeting = () => Promise.resolve({ Greeting: () => <p>Welcome home</p> });

describe('lazyPage', () => {
  it('renders a page whose code is in at once, even from a synchronous update, with no loading screen', async () => {
    const Page = lazyPage(greeting, 'Greeting', []);
    await Page.preload();
    renderInSuspense(Page, true);
    expect(container.textContent).toBe('Welcome home');
  });

  it('shows the nearest Suspense fallback while the code loads, then the page', async () => {
    const Page = lazyPage(greeting, 'Greeting', []);
    renderInSuspense(Page, false);
    await vi.waitFor(() => expect(container.textContent).toBe('Loading…'));
    await vi.waitFor(() => expect(container.textContent).toBe('Welcome home'));
  });
});
