import type { Language } from '@portal/domain/constants/languages';
import { createContext, type ReactNode, useContext } from 'react';
import { useLanguage } from '../language';

const FormLanguageContext = createContext<Language | null>(null);

/**
 * The forms inside check their values in English whatever language the page is shown in: the staff
 * console's, whose texts stay English in Spanish mode (decision 0040), so its field messages do too.
 */
export function EnglishForms({ children }: { children: ReactNode }) {
  return <FormLanguageContext value="en">{children}</FormLanguageContext>;
}

/** The language a form's field messages are worded in: the shown language, but inside EnglishForms. */
export function useFormLanguage(): Language {
  const shown = useLanguage();
  return useContext(FormLanguageContext) ?? shown;
}
