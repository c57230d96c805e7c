import type { Language } from '@portal/domain/constants/languages';
import { useEffect } from 'react';
import { offerLanguages } from '@/lib/language-choice';

/**
 * The page offers these languages while it is on screen (a community's `languages`): one offering English
 * alone shows English to everyone. Leaving it offers every language again.
 */
export function useOfferedLanguages(languages: readonly Language[]) {
  const offered = languages.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's contents, not its identity, matter
  useEffect(() => {
    void offerLanguages(languages);
    return () => void offerLanguages(null);
  }, [offered]);
}
