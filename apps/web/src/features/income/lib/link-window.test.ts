import { LINK_WINDOW_MESSAGE_SOURCE } from '@portal/domain/constants/financial-link';
import { describe, expect, it } from 'vitest';
import { connectReducer, idleConnect, type LinkWindow, readLinkWindowMessage } from './link-window';

const ours = 'https://portal.example';
const source = LINK_WINDOW_MESSAGE_SOURCE;
const sandboxWindow: LinkWindow = { kind: 'hosted', url: '/w' };

describe('readLinkWindowMessage', () => {
  it('reads the success with its public token and link session', () => {
    const data = {
      source,
      type: 'success',
      public_token: 'public-sandbox-1',
      metadata: { institution: { id: 'ins_1', name: 'Tartan' }, link_session_id: 'lsn_sandbox_1' },
    };
    expect(readLinkWindowMessage(ours, ours, data)).toEqual({
      type: 'success',
      publicToken: 'public-sandbox-1',
      linkSessionId: 'lsn_sandbox_1',
    });
  });

  it('reads the first style’s success, which has no public token', () => {
    const data = { source, type: 'success', public_token: null, metadata: { link_session_id: 'x' } };
    expect(readLinkWindowMessage(ours, ours, data)).toMatchObject({ publicToken: null });
  });

  it('tells a cancel from a failure code', () => {
    expect(readLinkWindowMessage(ours, ours, { source, type: 'exit', error: null })).toEqual({
      type: 'exit',
      failed: false,
    });
    const failed = { source, type: 'exit', error: { error_code: 'ITEM_LOCKED' } };
    expect(readLinkWindowMessage(ours, ours, failed)).toEqual({ type: 'exit', failed: true });
  });

  it.each([
    ['another origin', 'https://evil.example', { source, type: 'success' }],
    ['another source', ours, { source: 'someone-else', type: 'success' }],
    ['no object', ours, 'success'],
    ['an unknown type', ours, { source, type: 'redirect' }],
  ])('ignores %s', (_name, origin, data) => {
    expect(readLinkWindowMessage(origin, ours, data)).toBeNull();
  });
});

describe('connectReducer', () => {
  it('walks idle, window, loading', () => {
    const opening = connectReducer(idleConnect, { type: 'open' });
    const window = connectReducer(opening, { type: 'windowReady', window: sandboxWindow });
    expect(window).toEqual({ phase: 'window', window: sandboxWindow });
    expect(connectReducer(window, { type: 'linked' })).toEqual({ phase: 'loading' });
  });

  it('goes back to idle on a cancel, and with the error on a failure', () => {
    const window = { phase: 'window', window: sandboxWindow } as const;
    expect(connectReducer(window, { type: 'cancelled' })).toEqual(idleConnect);
    expect(connectReducer({ phase: 'loading' }, { type: 'failed', message: 'Oops' })).toEqual({
      phase: 'idle',
      error: 'Oops',
    });
  });

  it('ignores a second open while one is under way, and a late window', () => {
    expect(connectReducer({ phase: 'loading' }, { type: 'open' })).toEqual({ phase: 'loading' });
    expect(connectReducer(idleConnect, { type: 'windowReady', window: sandboxWindow })).toEqual(idleConnect);
  });
});
