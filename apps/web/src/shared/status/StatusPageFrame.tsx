import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { nextRouteOf, transactionPath } from '../journey-step/drawer-inputs';
import { CallTheOffice } from '../journey-step/hold-parts';
import { JourneyCard } from '../journey-step/JourneyCard';
import { useCurrentTransaction } from '../journey-step/transaction-context';
import { useGuestSigner, useStatusSubject } from './guest-signer';
import styles from './Status.module.css';
import type { StatusPage } from './status-page-paths';
import { isJustSigned, isStatusPageOpen } from './status-pages';

export type StatusTexts =
  | 'cancelled'
  | 'pendingCriminalReview'
  | 'pendingConfirmation'
  | 'approved'
  | 'denied'
  | 'leaseSigned'
  | 'leaseExecuted'
  | 'leaseVoided';

/**
 * Shows `children` while the transaction is in the state `page` is about (the layout keeps everyone on
 * it); once it is not, the flow takes over again.
 */
export function StatusPageGuard({ page, children }: { page: StatusPage; children: ReactNode }) {
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const { state } = useLocation();
  if (!isStatusPageOpen(transaction, page, isJustSigned(state))) {
    return (
      <Navigate to={transactionPath(community.slug, transaction.id, nextRouteOf(transaction))} replace />
    );
  }
  return children;
}

interface StatusPageFrameProps {
  page: StatusPage;
  texts: StatusTexts;
  /** Where the heading or the intro depend on the application, not only on the page. */
  heading?: string;
  intro?: string;
  /** The page's own actions, ahead of "Go to My Activity". */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A page about the application as a whole: its message, My Activity and the office's number. A guest
 * signer's page was chosen for them (features/signing GuestSignerPage), and they have no My Activity
 * (decision 0029).
 */
export function StatusPageFrame({ page, texts, heading, intro, actions, children }: StatusPageFrameProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const guest = useGuestSigner() !== null;
  useDocumentTitle(t(`status.${texts}.title`), community.display_name);
  const card = (
    <JourneyCard
      eyebrow={t(`status.${texts}.eyebrow`)}
      heading={heading ?? t(`status.${texts}.heading`)}
      intro={intro ?? t(`status.${texts}.body`)}
    >
      {children}
      {guest && !actions ? null : (
        <div className={styles.actions}>
          {actions}
          {guest ? null : (
            <Link
              className={buttonClassName(actions ? 'secondary' : 'primary')}
              to={`/${community.slug}/my-activity`}
            >
              {t('status.common.myActivity')}
            </Link>
          )}
        </div>
      )}
      <CallTheOffice label={t('status.common.callUs')} />
    </JourneyCard>
  );
  return guest ? card : <StatusPageGuard page={page}>{card}</StatusPageGuard>;
}

/** The building's name, or its one-line address where it has none, and the unit, as status pages show it. */
export function useHomeLine(): string {
  const { t } = useTranslation();
  const { unit } = useStatusSubject();
  const { building } = unit;
  const address = `${building.street_address}, ${building.city}, ${building.state} ${building.postal_code}`;
  return t('status.approved.home', { building: building.name || address, unit: unit.unit_number });
}
