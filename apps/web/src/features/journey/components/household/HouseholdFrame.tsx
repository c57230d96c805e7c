import type { Invitee } from '@portal/domain/schemas/household';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useHousehold } from '@/features/journey/api/household';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isPrimaryApplicant, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from './Household.module.css';

/** The rental profile hub, where every household screen returns to. */
export function useHubPath(): string {
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  return transactionPath(community.slug, transaction.id, 'rental-profile');
}

export function BackToHub({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={useHubPath()} className={buttonClassName('secondary')}>
      {label ?? t('household.backToHub')}
    </Link>
  );
}

export interface HouseholdFrameProps {
  /** The page's name in the document title. */
  title: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}

/** A household screen: the journey card; only the primary applicant gets its form (spec §6). */
export function HouseholdFrame({ title, heading, intro, children }: HouseholdFrameProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const primary = isPrimaryApplicant(useCurrentTransaction());
  useDocumentTitle(title, t('household.eyebrow'), community.display_name);
  return (
    <JourneyCard eyebrow={t('household.eyebrow')} heading={heading} {...(intro ? { intro } : {})}>
      {primary ? (
        children
      ) : (
        <>
          <p className={styles.readOnly}>{t('household.readOnly')}</p>
          <div>
            <BackToHub />
          </div>
        </>
      )}
    </JourneyCard>
  );
}

export interface WithPersonProps {
  /** The invitee id from the address. */
  id: string | null | undefined;
  /** Whether the person found is one this screen handles (e.g. a dependent, an invitation not yet accepted). */
  accepts: (person: Invitee) => boolean;
  /** The page's name in the document title, and the heading when nobody is found. */
  title: string;
  missingMessage: string;
  children: (person: Invitee) => ReactNode;
}

/** Loads the household and hands the screen the person the address names, or says there is nobody. */
export function WithPerson({ id, accepts, title, missingMessage, children }: WithPersonProps) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const household = useHousehold(transaction.id);
  if (!household.isSuccess) return <QueryFallback query={household} loadingLabel={t('household.loading')} />;
  const person = household.data.find((entry) => String(entry.id) === id && accepts(entry));
  if (!person) {
    return (
      <HouseholdFrame title={title} heading={title}>
        <p>{missingMessage}</p>
        <div>
          <BackToHub />
        </div>
      </HouseholdFrame>
    );
  }
  return children(person);
}

export function fullName(person: Pick<Invitee, 'first_name' | 'last_name'>): string {
  return `${person.first_name} ${person.last_name}`;
}
