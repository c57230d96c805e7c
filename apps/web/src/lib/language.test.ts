import { afterEach, describe, expect, it } from 'vitest';
import { catalogLoaders } from '../locales/catalogs';
import { spelledOutDate } from './dates';
import { loadCatalogs, showLanguage, t } from './i18n';
import { currentLanguage, currentLocale } from './language';
import { firstLanguage } from './language-choice';
import { formatCents } from './money';
import { formatWholeNumber } from './numbers';

// The test setup has loaded every English catalog (test-support/all-catalogs.ts).
afterEach(() => showLanguage('en'));

describe('the shown language', () => {
  it('gives t() the Spanish texts, with Spanish plurals, once they are in', async () => {
    await loadCatalogs(['accounts']);
    await showLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(t('accounts.fields.email')).toBe('Correo electrónico');
    expect(t('communityList.count', { count: 1 })).toBe('1 comunidad');
    expect(t('communityList.count', { count: 3 })).toBe('3 comunidades');
    expect(t('languageSwitch.label')).toBe('Idioma');

    await showLanguage('en');
    expect(t('accounts.fields.email')).toBe('Email');
  });

  it('keeps the staff console’s catalogs English in Spanish', async () => {
    expect(catalogLoaders.es.staffConsole).toBe(catalogLoaders.en.staffConsole);
    expect(catalogLoaders.es.communitySettings).toBe(catalogLoaders.en.communitySettings);
    expect(catalogLoaders.es.journey).not.toBe(catalogLoaders.en.journey);
    await loadCatalogs(['staffConsole']);
    await showLanguage('es');
    expect(t('staffConsole.staffOnly')).toBe('This page is for the leasing team only.');
  });

  it('formats dates, money and numbers in its locale', async () => {
    expect(spelledOutDate('2027-01-24')).toBe('January 24, 2027');
    await showLanguage('es');
    expect(currentLocale()).toBe('es-US');
    expect(spelledOutDate('2027-01-24')).toBe('24 de enero de 2027');
    expect(formatCents(149_500)).toBe('$1,495.00');
    expect(formatWholeNumber(12_500)).toBe('12,500');
  });

  it('is the last one asked for when two switches overlap', async () => {
    const spanish = showLanguage('es');
    const english = showLanguage('en');
    await Promise.all([spanish, english]);
    expect(currentLanguage()).toBe('en');
  });
});

describe('the first language of a page load', () => {
  it('is the address’s ?lang=, else the saved choice, else the browser’s first language the portal speaks', () => {
    expect(firstLanguage('?lang=es', 'en', ['en-US'])).toBe('es');
    expect(firstLanguage('?lang=fr', 'es', ['en-US'])).toBe('es');
    expect(firstLanguage('', undefined, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(firstLanguage('', undefined, ['de'])).toBe('en');
    expect(firstLanguage('', undefined, [])).toBe('en');
  });
});
