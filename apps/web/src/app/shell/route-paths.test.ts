import { describe, expect, it } from 'vitest';
import { collectRoutePaths } from './route-paths';

describe('collectRoutePaths', () => {
  it('lists pages, nested pages and pages under pathless layouts, without the catch-all', () => {
    const paths = collectRoutePaths([
      { index: true },
      { path: 'terms' },
      { children: [{ path: 'account' }, { path: '/my-leases/' }] },
      { path: 'lease/:id', children: [{ index: true }, { path: 'renewal' }] },
      { path: '*' },
    ]);
    expect([...paths].sort()).toEqual([
      '',
      'account',
      'lease/:id',
      'lease/:id/renewal',
      'my-leases',
      'terms',
    ]);
  });

  it('is empty for no routes', () => {
    expect(collectRoutePaths([]).size).toBe(0);
  });
});
