import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../../src/lib/secret-box.js';

describe('secret box', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never writes the secret in the clear', () => {
    const sealed = sealSecret(key, 'access-production-xyz', 'financial-link:1:2');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('access-production');
    expect(sealSecret(key, 'access-production-xyz', 'financial-link:1:2')).not.toBe(sealed);
    expect(openSecret(key, sealed, 'financial-link:1:2')).toBe('access-production-xyz');
  });

  it('refuses to open it for another purpose, with another key, or altered', () => {
    const sealed = sealSecret(key, 'user-token', 'financial-link:1:2');
    expect(() => openSecret(key, sealed, 'financial-link:1:3')).toThrow();
    expect(() => openSecret(randomBytes(32), sealed, 'financial-link:1:2')).toThrow();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => openSecret(key, [version, iv, flipped, tag].join('.'), 'financial-link:1:2')).toThrow();
    expect(() => openSecret(key, 'plain text', 'financial-link:1:2')).toThrow('Not a sealed secret');
  });
});
