import type { IdentityVerification } from '@portal/domain/schemas/identity-verification';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmationScreen } from '@/components/ui/ConfirmationScreen';
import { LoadingState } from '@/components/ui/LoadingState';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useIdentityVerification } from '../api/identity-verification';
import styles from './Identity.module.css';

const STEP_ROUTE = 'id-verify';
/** Where an applicant goes once their part is done (the status summary page). */
const FINISHED_ROUTE = 'application-complete';

/** A page of the step by its path under id-verify; the step's own page without one. */
export function useIdentityPath(): (page?: string) => string {
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  return (page) =>
    transactionPath(community.slug, transaction.id, page ? `${STEP_ROUTE}/${page}` : STEP_ROUTE);
}

/** Once verified (or the photo ID is sent for review): on to the application's status. */
export function useGoOnward(): () => void {
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  return () => navigate(transactionPath(community.slug, transaction.id, FINISHED_ROUTE));
}

interface IdentityFrameProps {
  heading: string;
  intro?: string;
  children: (verification: IdentityVerification) => ReactNode;
}

/**
 * A page of the step in the journey's card: the caller's verification loaded first; once the step is
 * finished, what finished it and the way on instead of the page's form. After the leasing team rejected
 * their photo ID, every page of the step says why, until another way finishes it.
 */
export function IdentityFrame({ heading, intro, children }: IdentityFrameProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const verification = useIdentityVerification(transaction.id);
  useDocumentTitle(heading, t('identity.title'), community.display_name);
  const finished = verification.data?.status === 'verified' || verification.data?.status === 'pending_review';
  return (
    <JourneyCard eyebrow={t('identity.eyebrow')} heading={heading} {...(intro && !finished ? { intro } : {})}>
      {!verification.isSuccess ? (
        <QueryFallback
          query={verification}
          loadingLabel={t('identity.loading')}
          failure={{ message: oops(t('identity.loadFailed')), retryLabel: t('identity.retry') }}
        />
      ) : null}
      {!verification.data ? null : finished ? (
        <IdentityDone verification={verification.data} />
      ) : (
        <>
          {verification.data.rejection_reason ? (
            <StatusBanner
              tone="error"
              alert
              messages={[
                t('identity.rejected.message', { reason: verification.data.rejection_reason }),
                t('identity.rejected.again'),
              ]}
            />
          ) : null}
          {children(verification.data)}
        </>
      )}
    </JourneyCard>
  );
}

function IdentityDone({ verification }: { verification: IdentityVerification }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const pending = verification.status === 'pending_review';
  return (
    <ConfirmationScreen
      heading={pending ? t('identity.done.pendingHeading') : t('identity.done.verifiedHeading')}
      primary={{
        label: t('identity.done.continue'),
        to: transactionPath(community.slug, transaction.id, FINISHED_ROUTE),
      }}
    >
      <p>{pending ? t('identity.done.pending') : t('identity.done.verified')}</p>
    </ConfirmationScreen>
  );
}

/** The way back to the list of ways, for a page whose way did not work out. */
export function ChooseAnotherWay() {
  const { t } = useTranslation();
  return <Link to={useIdentityPath()()}>{t('identity.chooseAnother')}</Link>;
}

/** The one-moment verifying screen (spec part 1, screen 10), while the provider judges. */
export function VerifyingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.done} role="status" aria-live="polite">
      <h2 className={styles.doneHeading}>{t('identity.verifying.heading')}</h2>
      <LoadingState label={t('identity.verifying.body')} />
    </div>
  );
}
