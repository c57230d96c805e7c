import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * Call before opening a page; the returned function resolves once the page's live updates have connected
 * and the page has read `apiPath` again after that, as it does on connecting. From then on, a change made
 * elsewhere reaches the page only by an event, or when the user acts on what it shows.
 */
export function watchLiveUpdates(page: Page, apiPath: string): () => Promise<void> {
  let connected = false;
  let readAfterConnecting = false;
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/realtime/')) return;
    socket.on('framereceived', (frame) => {
      // socket.io's CONNECT acknowledgement: engine.io's message packet "4", socket.io's CONNECT "0".
      if (String(frame.payload).startsWith('40')) connected = true;
    });
  });
  page.on('response', (response) => {
    if (connected && new URL(response.url()).pathname === apiPath) readAfterConnecting = true;
  });
  return () => expect.poll(() => readAfterConnecting, { timeout: 15_000 }).toBe(true);
}
