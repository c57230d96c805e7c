import { LinkStyle } from '@portal/domain/constants/financial-link';
import { offersLink } from '@portal/domain/income/link-flows';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/Field';
import { LoadingState } from '@/components/ui/LoadingState';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { acceptFinancialLinkTerms, useFinancialLinkTerms } from '../api/link-terms';
import styles from './Income.module.css';
import { BackToIncome, IncomeFormFrame } from './IncomeFrames';
import { ProviderWindow } from './ProviderWindow';
import { useLinkedReport } from './use-linked-report';
import { useProviderLink } from './use-provider-link';

/**
 * `income-employment/link-bank`: the link-bank detail (what linking does), then the provider window, then
 * the loading report until the Summary shows what the bank told us (spec part 2 §2, §4). The second
 * provider style's bank flow where the community offers it, else the first style's bank link.
 */
export function LinkBankPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const title = t('income.link.bank.title');
  if (!offersLink(community, LinkStyle.Plaid, 'bank') && !offersLink(community, LinkStyle.Finicity, 'bank')) {
    return (
      <IncomeFormFrame title={title}>
        <p>{t('income.link.notOffered')}</p>
        <div>
          <BackToIncome label={t('income.link.backToIntro')} />
        </div>
      </IncomeFormFrame>
    );
  }
  return <BankLink flow={offersLink(community, LinkStyle.Plaid, 'bank') ? 'bank' : null} />;
}

function BankLink({ flow }: { flow: 'bank' | null }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const afterLink = useLinkedReport(flow);
  const { state, open, onMessage } = useProviderLink({ flow, afterLink });
  // The first style's link needs its terms agreed first (spec part 2 §7 "Terms").
  const needsTerms = flow === null;
  const terms = useFinancialLinkTerms(needsTerms);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const title = t('income.link.bank.title');

  async function link() {
    setTermsError(null);
    if (needsTerms) {
      if (!agreed) {
        setTermsError(t('income.link.terms.required'));
        return;
      }
      try {
        await acceptFinancialLinkTerms(transaction.id);
      } catch {
        setTermsError(t('income.link.terms.failed'));
        return;
      }
    }
    await open();
  }

  if (state.phase === 'window') {
    return (
      <IncomeFormFrame title={title} intro={t('income.link.bank.windowIntro')}>
        <ProviderWindow
          window={state.window}
          title={t('income.link.bank.windowTitle')}
          onMessage={onMessage}
        />
      </IncomeFormFrame>
    );
  }
  if (state.phase === 'loading') {
    return (
      <IncomeFormFrame title={t('income.link.loading.title')}>
        <LoadingState label={t('income.link.loading.label')} />
        <p className={styles.hint}>{t('income.link.loading.hint')}</p>
      </IncomeFormFrame>
    );
  }
  return (
    <IncomeFormFrame title={title} intro={t('income.link.bank.intro')}>
      {state.phase === 'idle' && state.error ? <StatusBanner tone="error" messages={[state.error]} /> : null}
      {termsError ? <StatusBanner tone="error" messages={[termsError]} /> : null}
      <ul className={styles.linkPoints}>
        <li>{t('income.link.bank.pointSignIn')}</li>
        <li>{t('income.link.bank.pointRead')}</li>
        <li>{t('income.link.bank.pointPrivate')}</li>
      </ul>
      {needsTerms ? (
        <>
          {/* Plain text is how the documents may be shown (schemas/documents): focusable, to scroll by keyboard. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
          <section className={styles.linkTerms} aria-label={t('income.link.terms.label')} tabIndex={0}>
            {terms.data?.text ?? t('income.link.terms.loading')}
          </section>
          <CheckboxField label={t('income.link.terms.agree')}>
            {(control) => (
              <input
                {...control}
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
              />
            )}
          </CheckboxField>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button
          className={styles.submit}
          onClick={() => void link()}
          aria-disabled={state.phase === 'opening' || undefined}
        >
          {state.phase === 'opening' ? t('income.link.opening') : t('income.link.bank.action')}
        </Button>
        <BackToIncome label={t('income.link.backToIntro')} />
      </div>
    </IncomeFormFrame>
  );
}
