import { describe, expect, it } from 'vitest';
import { pathAfterAccountSave } from './account-navigation';

describe('pathAfterAccountSave', () => {
  it('goes to the community home after the save that completes the set up', () => {
    expect(pathAfterAccountSave('maple-court', { completedSetup: true })).toBe('/maple-court');
  });

  it('stays on the page after later saves', () => {
    expect(pathAfterAccountSave('maple-court', { completedSetup: false })).toBeNull();
  });
});
