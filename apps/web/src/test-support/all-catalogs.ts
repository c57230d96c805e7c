// Vitest setup for the web tests: every feature catalog, as if each screen's route had loaded it.
import { defaultNS, i18n } from '../lib/i18n';
import { en } from '../locales/en';

i18n.addResourceBundle('en', defaultNS, en, true, true);
