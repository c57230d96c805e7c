// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openRealtimeSocket, type RealtimeHandlers } from './realtime-socket';

/** The browser's WebSocket as the socket uses it: every one opened, what it sent, and the server's side. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  sent: string[] = [];
  closed = false;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  send(frame: string) {
    this.sent.push(frame);
  }
  close() {
    this.closed = true;
  }
  /** The server sends a frame. */
  receive(frame: string) {
    this.onmessage?.({ data: frame });
  }
  /** The network drops the connection. */
  drop() {
    this.closed = true;
    this.onclose?.();
  }
  /** The handshake of a server that pings every 25 s and waits 20 s for the answer, then the namespace's. */
  accept() {
    this.receive('0{"sid":"e1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}');
    this.receive('40{"sid":"s1"}');
  }
}

const tokens = vi.hoisted(() => ({ issued: 0, refuse: false }));
vi.mock('@/lib/api-client', () => ({
  apiRequest: async () => {
    if (tokens.refuse) throw Object.assign(new Error('Unauthorized'), { status: 401 });
    tokens.issued += 1;
    return { token: `token-${tokens.issued}` };
  },
  isApiRequestError: (error: unknown) => error instanceof Error && 'status' in error,
}));

function handlers(): RealtimeHandlers {
  return { onEvent: vi.fn(), onConnected: vi.fn(), onSignedOut: vi.fn() };
}

const closers: Array<() => void> = [];
/** Opens the socket, closed after the test so that no other test's offline event reaches it. */
function open(tab: RealtimeHandlers) {
  const close = openRealtimeSocket(tab);
  closers.push(close);
  return close;
}

const latest = () => FakeWebSocket.opened.at(-1) as FakeWebSocket;

/** Lets the token request answer and the socket open. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('openRealtimeSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.opened = [];
    tokens.issued = 0;
    tokens.refuse = false;
  });
  afterEach(() => {
    for (const close of closers.splice(0)) close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the socket with a new token, says when it is connected and passes its events on', async () => {
    const tab = handlers();
    const close = open(tab);
    await settle();
    const socket = latest();
    expect(socket.url).toBe(`ws://${window.location.host}/api/realtime/?EIO=4&transport=websocket`);
    socket.accept();
    expect(socket.sent).toEqual(['40{"token":"token-1"}']);
    expect(tab.onConnected).toHaveBeenCalledTimes(1);

    socket.receive('42["transaction-status-changed",{"transaction_id":7}]');
    expect(tab.onEvent).toHaveBeenCalledWith('transaction-status-changed', { transaction_id: 7 });
    close();
    expect(socket.closed).toBe(true);
  });

  it('answers the server’s heartbeat, and opens again when the heartbeat stops', async () => {
    const tab = handlers();
    open(tab);
    await settle();
    const first = latest();
    first.accept();
    await vi.advanceTimersByTimeAsync(25_000);
    first.receive('2');
    expect(first.sent.at(-1)).toBe('3');

    await vi.advanceTimersByTimeAsync(45_000);
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1_500);
    const second = latest();
    expect(second).not.toBe(first);
    second.accept();
    expect(second.sent).toEqual(['40{"token":"token-1"}']);
    expect(tab.onConnected).toHaveBeenCalledTimes(2);
  });

  it('opens again with the same token after the network dropped it, or the browser went offline', async () => {
    const tab = handlers();
    open(tab);
    await settle();
    latest().accept();
    latest().drop();
    await vi.advanceTimersByTimeAsync(1_500);
    latest().accept();
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(3_000);
    latest().accept();
    expect(FakeWebSocket.opened).toHaveLength(3);
    expect(FakeWebSocket.opened.map((socket) => socket.sent[0])).toEqual(
      Array(3).fill('40{"token":"token-1"}'),
    );
    expect(tab.onConnected).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['refuses the token', '44{"message":"Token expired"}'],
    ['ends the connection', '41'],
    ['asks it to reconnect', '42["force-reconnect"]'],
  ])('asks for a new token when the server %s', async (_, frame) => {
    const tab = handlers();
    open(tab);
    await settle();
    const first = latest();
    first.accept();
    first.receive(frame);
    expect(first.closed).toBe(true);
    await settle();
    latest().accept();
    expect(latest().sent).toEqual(['40{"token":"token-2"}']);
    expect(tab.onEvent).not.toHaveBeenCalled();
  });

  it('tells the tab the session is over when no new token is given', async () => {
    const tab = handlers();
    open(tab);
    await settle();
    latest().accept();
    tokens.refuse = true;
    latest().receive('44{"message":"Authentication error"}');
    await settle();
    expect(tab.onSignedOut).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('stays closed once closed, whatever the network does', async () => {
    const tab = handlers();
    const close = open(tab);
    await settle();
    latest().accept();
    close();
    latest().drop();
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });
});
