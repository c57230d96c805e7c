import { describe, expect, it } from 'vitest';
import { connectFrame, receivedFrame, socketUrl } from './socket-io-frames';

describe('socket.io frames', () => {
  it.each([
    [
      '0{"sid":"abc","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}',
      { kind: 'open', pingInterval: 25000, pingTimeout: 20000 },
    ],
    ['2', { kind: 'ping' }],
    ['1', { kind: 'close' }],
    ['40{"sid":"xyz"}', { kind: 'connected' }],
    ['44{"message":"Token expired"}', { kind: 'connect-error' }],
    ['41', { kind: 'disconnected' }],
    [
      '42["transaction-status-changed",{"transaction_id":7,"status":4}]',
      { kind: 'event', name: 'transaction-status-changed', payload: { transaction_id: 7, status: 4 } },
    ],
    ['4212["force-reconnect"]', { kind: 'event', name: 'force-reconnect', payload: undefined }],
    ['42[not json', { kind: 'other' }],
    ['42{"name":"not an array"}', { kind: 'other' }],
    ['0{"sid":"no heartbeat"}', { kind: 'other' }],
    ['6', { kind: 'other' }],
    ['', { kind: 'other' }],
  ])('reads %s', (frame, expected) => {
    expect(receivedFrame(frame)).toEqual(expected);
  });

  it('joins the default namespace with its auth as JSON', () => {
    expect(connectFrame({ token: 'abc' })).toBe('40{"token":"abc"}');
  });

  it('opens a WebSocket on the page’s host, secure when the page is', () => {
    expect(socketUrl({ protocol: 'https:', host: 'apply.example.com' }, '/api/realtime/')).toBe(
      'wss://apply.example.com/api/realtime/?EIO=4&transport=websocket',
    );
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' }, '/api/realtime/')).toBe(
      'ws://localhost:3000/api/realtime/?EIO=4&transport=websocket',
    );
  });
});
