import type { Invitee } from '@portal/domain/schemas/household';
import { ConfirmationScreen } from '@/components/ui/ConfirmationScreen';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { fullName, useHubPath } from './HouseholdFrame';

/** Spec screen 8's success: "Amazing! Invite Sent" with Continue (to the hub) and Add Another Person. */
export function InviteSent({ person }: { person: Invitee }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const hub = useHubPath();
  useDocumentTitle(t('household.sent.heading'), t('household.eyebrow'), community.display_name);

  const name = fullName(person);
  const text = person.phone_number
    ? t('household.sent.byText', { name, contact: person.phone_number })
    : t('household.sent.byEmail', { name, contact: person.email ?? '' });
  return (
    <JourneyCard eyebrow={t('household.eyebrow')} heading={t('household.sent.heading')}>
      <ConfirmationScreen
        primary={{ label: t('household.sent.continue'), to: hub }}
        secondary={{
          label: t('household.sent.addAnother'),
          to: transactionPath(community.slug, transaction.id, 'invite-roommates'),
        }}
      >
        <p>{text}</p>
      </ConfirmationScreen>
    </JourneyCard>
  );
}
