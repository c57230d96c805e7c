import type { Invitee } from '@portal/domain/schemas/household';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from './Household.module.css';
import { fullName, useHubPath } from './HouseholdFrame';

/** Spec screen 8's success: "Amazing! Invite Sent" with Continue (to the hub) and Add Another Person. */
export function InviteSent({ person }: { person: Invitee }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const hub = useHubPath();
  const message = useRef<HTMLParagraphElement>(null);
  useDocumentTitle(t('household.sent.heading'), t('household.eyebrow'), community.display_name);
  // The form the user was in is gone: focus moves to what happened, so a screen reader reads it out.
  useEffect(() => message.current?.focus(), []);

  const name = fullName(person);
  const text = person.phone_number
    ? t('household.sent.byText', { name, contact: person.phone_number })
    : t('household.sent.byEmail', { name, contact: person.email ?? '' });
  return (
    <JourneyCard eyebrow={t('household.eyebrow')} heading={t('household.sent.heading')}>
      <p ref={message} tabIndex={-1} className={styles.sent}>
        {text}
      </p>
      <div className={styles.actions}>
        <Link to={hub} className={buttonClassName('primary', styles.submit)}>
          {t('household.sent.continue')}
        </Link>
        <Link
          to={transactionPath(community.slug, transaction.id, 'invite-roommates')}
          className={buttonClassName('secondary')}
        >
          {t('household.sent.addAnother')}
        </Link>
      </div>
    </JourneyCard>
  );
}
