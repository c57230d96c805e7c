import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLiveUpdates } from './live-updates';
import type { RealtimeHandlers } from './realtime-socket';

const socket = vi.hoisted(() => ({ handlers: undefined as RealtimeHandlers | undefined }));
vi.mock('./realtime-socket', () => ({
  openRealtimeSocket: (handlers: RealtimeHandlers) => {
    socket.handlers = handlers;
    return () => undefined;
  },
}));

/** A page on screen: an observed query whose every read is counted. */
async function pageShowing(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const read = vi.fn(async () => ({ read: read.mock.calls.length }));
  const observer = new QueryObserver(queryClient, { queryKey, queryFn: read, staleTime: Infinity });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  return { read, unsubscribe };
}

/** Lets the work queued as microtasks run, and nothing that waits for a new task. */
async function microtasksDone(): Promise<void> {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve();
}

describe('startLiveUpdates', () => {
  afterEach(() => {
    socket.handlers = undefined;
  });

  it('reads the page again when the socket first connects: an event sent while it was connecting is not lost', async () => {
    const queryClient = new QueryClient();
    const myLeases = await pageShowing(queryClient, ['leases', 'mine']);
    startLiveUpdates(queryClient, () => undefined);
    expect(myLeases.read).toHaveBeenCalledTimes(1);

    socket.handlers?.onConnected();
    await vi.waitFor(() => expect(myLeases.read).toHaveBeenCalledTimes(2));
    myLeases.unsubscribe();
  });

  it('reads the queries again one task after another, so the page gets no long task', async () => {
    const queryClient = new QueryClient();
    const first = await pageShowing(queryClient, ['leases', 'mine']);
    const second = await pageShowing(queryClient, ['journey', 'transaction', '12']);
    startLiveUpdates(queryClient, () => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      socket.handlers?.onConnected();
      await microtasksDone();
      expect(first.read).toHaveBeenCalledTimes(2);
      expect(second.read).toHaveBeenCalledTimes(1);
      await vi.advanceTimersToNextTimerAsync();
      await microtasksDone();
      expect(second.read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
    first.unsubscribe();
    second.unsubscribe();
  });

  it('leaves a read that failed to its Retry when the socket connects', async () => {
    const queryClient = new QueryClient();
    const read = vi.fn(async () => {
      throw new Error('the server answered 500');
    });
    const observer = new QueryObserver(queryClient, { queryKey: ['charges'], queryFn: read, retry: false });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    const myLeases = await pageShowing(queryClient, ['leases', 'mine']);
    startLiveUpdates(queryClient, () => undefined);

    socket.handlers?.onConnected();
    await vi.waitFor(() => expect(myLeases.read).toHaveBeenCalledTimes(2));
    expect(read).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().isError).toBe(true);
    unsubscribe();
    myLeases.unsubscribe();
  });

  it("reads only the named transaction's queries on its event", async () => {
    const queryClient = new QueryClient();
    const named = await pageShowing(queryClient, ['journey', 'transaction', '12']);
    const other = await pageShowing(queryClient, ['journey', 'transaction', '13']);
    startLiveUpdates(queryClient, () => undefined);

    socket.handlers?.onEvent('documents.updated', { transaction_id: 12, document_id: 1, status: 'sealed' });
    await vi.waitFor(() => expect(named.read).toHaveBeenCalledTimes(2));
    expect(other.read).toHaveBeenCalledTimes(1);
    named.unsubscribe();
    other.unsubscribe();
  });
});
