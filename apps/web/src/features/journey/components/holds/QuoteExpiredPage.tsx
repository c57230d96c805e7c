import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { HomePageLink } from '@/components/ui/HomePageLink';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { useTransaction } from '@/features/journey/api/transactions';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { loginPathFor } from '@/shared/account-frame/next-path';
import {
  isPrimaryApplicant,
  nextRouteOf,
  primaryApplicantName,
  transactionPath,
} from '@/shared/journey-step/drawer-inputs';
import { CallTheOffice } from '@/shared/journey-step/hold-parts';

/**
 * `/:community/quote-expired`: "Your quote has expired and pricing may have updated." Reached from an
 * application on hold (`?transaction={id}`), it tells the primary applicant how to get a new quote (lease
 * terms again, which restarts the quote's validity) and everyone else who will; without one, or signed
 * out, it says how to get back to the application.
 */
export function QuoteExpiredPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const [search] = useSearchParams();
  const { session, query: sessionQuery } = useCommunitySession(community.slug);
  const signedIn = session !== null && session.kind !== 'guest';
  const transactionId = search.get('transaction') ?? '';
  const aboutTransaction = signedIn && /^\d{1,9}$/.test(transactionId);
  useDocumentTitle(t('portalPages.unavailable.quoteExpired.title'), community.display_name);

  // A session that cannot be read is a signed-out visitor's: only the wait is shown here.
  if (sessionQuery.isPending) return <QueryFallback query={sessionQuery} loadingLabel={t('app.loading')} />;
  if (aboutTransaction) return <TransactionQuoteExpired transactionId={transactionId} />;
  return (
    <QuoteExpiredPanel
      help={
        signedIn
          ? t('portalPages.unavailable.quoteExpired.helpSignedIn')
          : t('portalPages.unavailable.quoteExpired.helpSignedOut')
      }
      actions={
        signedIn ? (
          <HomePageLink label={t('portalPages.unavailable.quoteExpired.continue')} />
        ) : (
          <SignedOutLinks />
        )
      }
    />
  );
}

function TransactionQuoteExpired({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useTransaction(transactionId);
  // Not theirs, or not reachable now: the general page still explains what to do.
  if (transaction.isError) {
    return (
      <QuoteExpiredPanel
        help={t('portalPages.unavailable.quoteExpired.helpSignedIn')}
        actions={<HomePageLink label={t('portalPages.unavailable.quoteExpired.continue')} />}
      />
    );
  }
  if (!transaction.isSuccess) {
    return <QueryFallback query={transaction} loadingLabel={t('journey.common.loading')} />;
  }
  const data = transaction.data;
  if (!data.quote_expired) {
    return <Navigate to={transactionPath(community.slug, data.id, nextRouteOf(data))} replace />;
  }
  return isPrimaryApplicant(data) ? <RefreshQuote transaction={data} /> : <AwaitPrimary transaction={data} />;
}

function RefreshQuote({ transaction }: { transaction: LeaseTransaction }) {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <QuoteExpiredPanel
      help={t('holds.quoteExpired.refreshIntro')}
      actions={
        <Link
          className={buttonClassName('primary')}
          to={transactionPath(community.slug, transaction.id, 'lease-terms')}
        >
          {t('holds.quoteExpired.refresh')}
        </Link>
      }
    />
  );
}

function AwaitPrimary({ transaction }: { transaction: LeaseTransaction }) {
  const { t } = useTranslation();
  return (
    <QuoteExpiredPanel
      help={t('holds.quoteExpired.householdBody', { name: primaryApplicantName(transaction) })}
      actions={<HomePageLink variant="secondary" />}
    />
  );
}

interface QuoteExpiredPanelProps {
  help: string;
  actions: ReactNode;
}

/** The spec's sentence, what to do about it, and the office's number. */
function QuoteExpiredPanel({ help, actions }: QuoteExpiredPanelProps) {
  const { t } = useTranslation();
  return (
    <StatusPanel heading={t('portalPages.unavailable.quoteExpired.heading')} actions={actions}>
      <p>
        <strong>{t('portalPages.unavailable.quoteExpired.body')}</strong>
      </p>
      <p>{help}</p>
      <CallTheOffice label={t('portalPages.unavailable.callUs')} />
    </StatusPanel>
  );
}

/** Log In; from an application's hold, it brings them back here to that application's quote. */
function SignedOutLinks() {
  const { t } = useTranslation();
  const community = useCommunity();
  const location = useLocation();
  const login = location.search
    ? loginPathFor(community.slug, `${location.pathname}${location.search}`)
    : `/${community.slug}/login`;
  return (
    <>
      <Link to={login} className={buttonClassName('primary')}>
        {t('portalPages.unavailable.logIn')}
      </Link>
      <HomePageLink variant="secondary" />
    </>
  );
}
