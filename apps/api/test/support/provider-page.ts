import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A sandbox provider's own page (the card form, the link window) as it must be served: HTML that only our own
 * pages may frame, whose scripts run by nonce alone, and that is never cached.
 */
export function expectProviderPage(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  const policy = String(response.headers['content-security-policy']);
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("default-src 'none'");
  expect(policy).toMatch(/script-src 'nonce-[^']+'/);
  expect(response.headers['cache-control']).toBe('no-store');
}
