import type { Language } from '@portal/domain/constants/languages';
import hidden from '@/components/ui/VisuallyHidden.module.css';
import { useSaveAccountLanguage } from '@/features/accounts/api/account-language';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { chooseLanguage } from '@/lib/language-choice';
import styles from './LanguageSwitch.module.css';

/**
 * Each language by its own name, in itself (with its `lang`), whatever the page's language: a reader looks
 * for the name they know. So these are not catalog texts.
 */
const OWN_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export interface LanguageSwitchProps {
  languages: readonly Language[];
  /** Whether the choice is saved on the signed-in account as well as in this browser. */
  saveOnAccount: boolean;
}

/**
 * The top bar's language switch: a group of buttons named by its legend, the shown language pressed. Choosing one
 * re-renders the page in place (what was typed stays) and remembers it (lib/language-choice.ts).
 */
export function LanguageSwitch({ languages, saveOnAccount }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const shown = useLanguage();
  const saveLanguage = useSaveAccountLanguage();
  if (languages.length < 2) return null;

  function choose(language: Language) {
    void chooseLanguage(language);
    // The browser remembers it already; an account that could not be told keeps its language for next time.
    if (saveOnAccount) saveLanguage.mutate(language);
  }

  return (
    <fieldset className={styles.switch}>
      <legend className={hidden.visuallyHidden}>{t('languageSwitch.label')}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={language === shown}
          onClick={() => language !== shown && choose(language)}
        >
          {OWN_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
