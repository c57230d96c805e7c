import type { Language } from '@portal/domain/constants/languages';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { useEffect } from 'react';
import { useSaveAccountLanguage } from '@/features/accounts/api/account-language';
import { chooseLanguage, chosenLanguage, takeLanguageChosenByAddress } from '@/lib/language-choice';

/**
 * A person signed in to their own account sees the account's language: at sign-in, and on a page load
 * with a session. Unless this page load's address chose one (`?lang=es`) for the account signed in as the
 * page loads: then the account takes that.
 */
export function useAccountLanguage(session: SessionSummary | null, sessionKnown: boolean) {
  const { mutate: saveLanguage } = useSaveAccountLanguage();
  const account: { id: number; language: Language } | null =
    session?.kind === 'user' ? { id: session.user.id, language: session.language } : null;
  const accountId = account?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each account signed in, not on each save
  useEffect(() => {
    if (!sessionKnown) return;
    const byAddress = takeLanguageChosenByAddress();
    if (!account || chosenLanguage() === account.language) return;
    if (byAddress) saveLanguage(chosenLanguage());
    else void chooseLanguage(account.language);
  }, [sessionKnown, accountId]);
}
