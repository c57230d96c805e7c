import { describe, expect, it } from 'vitest';
import { type TranslationKey, t } from './i18n';

// The test setup has loaded every catalog (test-support/all-catalogs.ts), as the routes would.
describe('t()', () => {
  it('finds a nested text and fills in its values', () => {
    expect(t('app.logoAlt', { name: 'Maple Court Apartments' })).toBe('Maple Court Apartments logo');
  });

  it('picks the English plural form by count', () => {
    expect(t('communityList.count', { count: 1 })).toBe('1 community');
    expect(t('communityList.count', { count: 0 })).toBe('0 communities');
    expect(t('communityList.count', { count: 3 })).toBe('3 communities');
  });

  it('finds a name that holds a dot itself', () => {
    expect(t('staffConsole.file.audit.actions.guarantor.requested')).toBe('Guarantor requested');
    expect(t('staffConsole.file.audit.actions.application.decided')).toBe('Decision recorded');
  });

  it('shows the default value for a key built from data the catalog does not know', () => {
    expect(t('staffConsole.file.audit.actions.something.new', { defaultValue: 'something.new' })).toBe(
      'something.new',
    );
  });

  it('shows the key of a text that does not exist, and leaves no unfilled value behind', () => {
    expect(t('app.noSuchText' as TranslationKey)).toBe('app.noSuchText');
    expect(t('app.logoAlt')).toBe(' logo');
  });
});
