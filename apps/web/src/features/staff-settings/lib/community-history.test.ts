import { describe, expect, it } from 'vitest';
import { changedFields, historyChanges, historyValue } from './community-history';

describe('historyChanges', () => {
  it('opens a partial theme into its fields, old and new side by side', () => {
    expect(
      historyChanges(
        { theme: { primary_color: '#2B44FF', dark_mode: false } },
        {
          theme: { primary_color: '#1D4ED8', dark_mode: false },
        },
      ),
    ).toEqual([{ path: 'theme.primary_color', before: '#2B44FF', after: '#1D4ED8' }]);
  });

  it('writes lists and numbers as JSON, and a missing side as null', () => {
    expect(
      historyChanges(
        { lease_terms_months: [6, 12], published: false },
        { lease_terms_months: [12], published: true, contact_email: 'a@b.example' },
      ),
    ).toEqual([
      { path: 'lease_terms_months', before: '[6,12]', after: '[12]' },
      { path: 'published', before: 'false', after: 'true' },
      { path: 'contact_email', before: null, after: 'a@b.example' },
    ]);
  });

  it('reads a creation, which has no before', () => {
    expect(historyChanges(null, { slug: 'harbor-view', units: [] })).toEqual([
      { path: 'slug', before: null, after: 'harbor-view' },
      { path: 'units', before: null, after: '[]' },
    ]);
  });
});

describe('changedFields', () => {
  it('names the top-level fields of either side once', () => {
    expect(changedFields({ slug: 'a', theme: {} }, { slug: 'b', display_name: 'B' })).toEqual([
      'slug',
      'display_name',
      'theme',
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('historyValue', () => {
  it('shows empty text so that it can be seen', () => {
    expect(historyValue('')).toBe('""');
    expect(historyValue(undefined)).toBeNull();
  });
});
