import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** Every frame the page's realtime sockets, opened from now on, receive. */
export function onLiveUpdatesFrame(page: Page, listener: (payload: string) => void): void {
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/realtime/')) return;
    socket.on('framereceived', (frame) => listener(String(frame.payload)));
  });
}

/** socket.io's CONNECT acknowledgement: engine.io's message packet "4", socket.io's CONNECT "0". */
export const isConnectAcknowledgement = (payload: string) => payload.startsWith('40');

/**
 * Call before opening a page; the returned function resolves once the page's live updates have connected
 * and the page has read `apiPath` again after that, as it does on connecting. From then on, a change made
 * elsewhere reaches the page only by an event, or when the user acts on what it shows.
 */
export function watchLiveUpdates(page: Page, apiPath: string): () => Promise<void> {
  let connected = false;
  let readAfterConnecting = false;
  onLiveUpdatesFrame(page, (payload) => {
    if (isConnectAcknowledgement(payload)) connected = true;
  });
  page.on('response', (response) => {
    if (connected && new URL(response.url()).pathname === apiPath) readAfterConnecting = true;
  });
  return () => expect.poll(() => readAfterConnecting, { timeout: 15_000 }).toBe(true);
}
