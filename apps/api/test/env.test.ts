import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env.js';

describe('readEnv', () => {
  it('defaults to port 3000, ./data and the embedded database', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads PORT, DATA_DIR and DATABASE_URL overrides', () => {
    const env = readEnv({
      PORT: '4100',
      DATA_DIR: '/tmp/portal',
      DATABASE_URL: 'postgres://u@db:5432/portal',
    });
    expect(env).toMatchObject({
      PORT: 4100,
      DATA_DIR: '/tmp/portal',
      DATABASE_URL: 'postgres://u@db:5432/portal',
    });
  });

  it('requires PUBLIC_URL in production, so e-mailed links never come from the Host header', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: PUBLIC_URL is required in production/,
    );
    expect(readEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://apply.example.com' }).PUBLIC_URL).toBe(
      'https://apply.example.com',
    );
  });

  it('trusts proxy headers only when told to', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('explains what is wrong with an invalid environment', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT: .*\n\s+DATABASE_URL: DATABASE_URL must start with postgres/,
    );
  });
});
