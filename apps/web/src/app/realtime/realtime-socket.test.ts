import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRealtimeSocket, type RealtimeHandlers } from './realtime-socket';

/** socket.io's client as this module uses it: listeners by event name, connect and disconnect. */
const fake = vi.hoisted(() => {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  return {
    listeners,
    socket: {
      on: (name: string, listener: (...args: unknown[]) => void) => listeners.set(name, listener),
      onAny: () => undefined,
      connect: vi.fn(() => listeners.get('connect')?.()),
      disconnect: vi.fn(),
    },
  };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));
vi.mock('../../lib/api-client', () => ({
  apiRequest: async () => ({ token: 'realtime-token' }),
  isApiRequestError: () => false,
}));

function handlers(): RealtimeHandlers {
  return { onEvent: vi.fn(), onConnected: vi.fn(), onSignedOut: vi.fn() };
}

describe('openRealtimeSocket', () => {
  afterEach(() => fake.listeners.clear());

  it('says so on the first connection and on every one after a break', async () => {
    const tab = handlers();
    const close = openRealtimeSocket(tab);
    await vi.waitFor(() => expect(tab.onConnected).toHaveBeenCalledTimes(1));

    fake.listeners.get('disconnect')?.('transport close');
    fake.listeners.get('connect')?.();
    expect(tab.onConnected).toHaveBeenCalledTimes(2);
    close();
    expect(fake.socket.disconnect).toHaveBeenCalled();
  });
});
