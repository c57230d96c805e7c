import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/lib/logger.js';

describe('redactUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/api/x/?token=abc123&page=2', '/api/x/?token=%5BREDACTED%5D&page=2'],
    ['/login?password=Hunter22&w=wormhole', '/login?password=%5BREDACTED%5D&w=%5BREDACTED%5D'],
    ['/api/screening/?ssn=123456789', '/api/screening/?ssn=%5BREDACTED%5D'],
    ['/api/lease-end-date/?move_in_date=2026-12-15', '/api/lease-end-date/?move_in_date=2026-12-15'],
    [
      '/api/transaction/7/get-income-and-assets/public-sandbox-1f2e/lsn_1/bank/',
      '/api/transaction/7/get-income-and-assets/[REDACTED]/lsn_1/bank/',
    ],
    ['/api/esign/sessions/Zk3-9aQ_x/sign/', '/api/esign/sessions/[REDACTED]/sign/'],
    ['/maple-court/esign/Zk3-9aQ_x?embedded=1', '/maple-court/esign/[REDACTED]?embedded=1'],
    ['/esign/launcher.js', '/esign/launcher.js'],
    ['/maple-court/sign-request/abc%2Bdef', '/maple-court/sign-request/[REDACTED]'],
    [
      '/api/lease-documents/4/file/?expires=1795600000&signature=c2ln',
      '/api/lease-documents/4/file/?expires=1795600000&signature=%5BREDACTED%5D',
    ],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
