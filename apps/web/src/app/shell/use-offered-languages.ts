import type { Language } from '@portal/domain/constants/languages';
import { use, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { ENGLISH_ONLY, isEnglishOnlyPath, offerLanguages, textsBeforeOffering } from '@/lib/language-choice';

/**
 * The languages the page on screen offers, which its language switch shows: a community's `languages`
 * (one offering English alone shows English to everyone), and English alone on the staff console and
 * the operators' pages, whatever the shell passes. Leaving the page offers every language again, so a
 * renter's page shows the chosen language once more.
 *
 * A page that shows another language than the one on screen (a staff page reached from a Spanish page)
 * renders once that language's texts are in, the navigation keeping the page it leaves until then; the
 * switch is made as it appears, before the browser paints it (decision 0052).
 */
export function useOfferedLanguages(languages: readonly Language[]): readonly Language[] {
  const offered = isEnglishOnlyPath(useLocation().pathname) ? ENGLISH_ONLY : languages;
  const arriving = textsBeforeOffering(offered);
  if (arriving) use(arriving);
  const offeredKey = offered.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's contents, not its identity, matter
  useLayoutEffect(() => {
    void offerLanguages(offered);
    return () => void offerLanguages(null);
  }, [offeredKey]);
  return offered;
}
