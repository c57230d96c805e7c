// Vitest setup for the web tests: every feature catalog, as if each screen's route had loaded it.
import { addTexts } from '../lib/i18n';
import { en } from '../locales/en';

addTexts(en);
