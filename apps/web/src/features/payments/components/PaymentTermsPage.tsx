import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { TermsDocument } from '@/components/ui/TermsDocument';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useAcceptPaymentTerms, useHoldingDepositTerms } from '../api/payment-terms';
import { BackLink } from './BackLink';
import styles from './PaymentTermsPage.module.css';

/** Where the applicant pays, and so where the terms lead and lead back to. */
const PAYMENT_PAGE = 'fees-deposits';

/**
 * `/:community/transaction/:transactionId/payment-terms` (spec screen 9): the payment terms with this
 * application's amounts; "Agree and Continue" records the agreement and goes on to paying, "Go Back"
 * returns without agreeing. `?can_proceed_to_payment=0` shows the terms without the charge authorization.
 */
export function PaymentTermsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const { transactionId = '' } = useParams();
  const [search] = useSearchParams();
  const terms = useHoldingDepositTerms(transactionId, search.get('can_proceed_to_payment') !== '0');
  useDocumentTitle(t('payments.terms.title'), community.display_name);
  const paymentPath = `/${community.slug}/transaction/${transactionId}/${PAYMENT_PAGE}`;

  return (
    <JourneyCard
      eyebrow={t('payments.terms.eyebrow')}
      heading={t('payments.terms.heading')}
      intro={t('payments.terms.intro')}
    >
      {!terms.isSuccess ? (
        <QueryFallback
          query={terms}
          loadingLabel={t('payments.terms.loading')}
          failure={{ message: t('payments.terms.loadFailed'), retryLabel: t('payments.terms.retry') }}
        />
      ) : null}
      {terms.data ? (
        <TermsAgreement transactionId={transactionId} html={terms.data.html} paymentPath={paymentPath} />
      ) : (
        <GoBack fallback={paymentPath} />
      )}
    </JourneyCard>
  );
}

function TermsAgreement({
  transactionId,
  html,
  paymentPath,
}: {
  transactionId: string;
  html: string;
  paymentPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptPaymentTerms(transactionId);
  const [failure, setFailure] = useState<string[]>([]);

  async function agree() {
    // One agreement per click sequence: a second click while saving does nothing.
    if (accept.isPending) return;
    setFailure([]);
    try {
      await accept.mutateAsync();
      navigate(paymentPath);
    } catch {
      setFailure([t('payments.terms.acceptFailed')]);
    }
  }

  return (
    <>
      <TermsDocument label={t('payments.terms.documentLabel')} html={html} />
      <ErrorList messages={failure} />
      <div className={styles.actions}>
        <Button
          className={styles.submit}
          onClick={() => void agree()}
          aria-disabled={accept.isPending || undefined}
        >
          {accept.isPending ? t('payments.terms.agreeing') : t('payments.terms.agree')}
        </Button>
        <GoBack fallback={paymentPath} />
      </div>
    </>
  );
}

/** Back to the page before, or to the payment page when the terms were opened directly. */
function GoBack({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  return (
    <BackLink fallback={fallback} className={styles.back}>
      {t('payments.terms.goBack')}
    </BackLink>
  );
}
