import type { Language } from '@portal/domain/constants/languages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ENGLISH_ONLY, isEnglishOnlyPath, offerLanguages } from '@/lib/language-choice';

/**
 * The languages the page on screen offers, which its language switch shows: a community's `languages`
 * (one offering English alone shows English to everyone), and English alone on the staff console and
 * the operators' pages, whatever the shell passes. Leaving the page offers every language again, so a
 * renter's page shows the chosen language once more.
 */
export function useOfferedLanguages(languages: readonly Language[]): readonly Language[] {
  const offered = isEnglishOnlyPath(useLocation().pathname) ? ENGLISH_ONLY : languages;
  const offeredKey = offered.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's contents, not its identity, matter
  useEffect(() => {
    void offerLanguages(offered);
    return () => void offerLanguages(null);
  }, [offeredKey]);
  return offered;
}
