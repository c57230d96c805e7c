import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type CatalogName, catalogLoaders } from '../locales/catalogs';
import type { Catalog } from '../locales/en';
import { base } from '../locales/en-base';

export const defaultNS = 'translation';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: { translation: Catalog };
  }
}

// The shell's catalog is bundled, so initialisation is synchronous: the first render already has its
// strings. Feature catalogs join the same namespace when their routes load (loadCatalogs below), into a
// copy: i18next merges them into the object it was given.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  defaultNS,
  resources: { en: { translation: { ...base } } },
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

const loading = new Map<CatalogName, Promise<void>>();

/** Fetches the named feature catalogs (each once) into the catalog every screen reads with `t()`. */
export function loadCatalogs(names: readonly CatalogName[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      let loaded = loading.get(name);
      if (!loaded) {
        loaded = catalogLoaders[name]().then((texts) => {
          i18n.addResourceBundle('en', defaultNS, { [name]: texts }, true, true);
        });
        // A failed fetch (a new deploy, a dropped connection) is tried again on the next navigation.
        loaded.catch(() => loading.delete(name));
        loading.set(name, loaded);
      }
      return loaded;
    }),
  ).then(() => undefined);
}

export { i18n };
