import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('builds its schemas with eval off once the entry has run', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
