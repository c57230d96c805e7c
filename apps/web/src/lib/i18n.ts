import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalog, en } from '../locales/en';

export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: { translation: Catalog };
  }
}

// The catalog is bundled, so initialisation is synchronous: the first render already has every string.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  defaultNS,
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // Keeps the browser console for our own warnings and errors.
  showSupportNotice: false,
});

if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export { i18n };
