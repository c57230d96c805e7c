import { roles } from '@portal/domain/constants/roles';
import type { Invitee } from '@portal/domain/schemas/household';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdatePerson } from '@/features/journey/api/household';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { BackToHub, HouseholdFrame, WithPerson } from './HouseholdFrame';
import { InviteSent } from './InviteSent';
import { PersonForm } from './PersonForm';
import { personFormFromInvitee } from './person-form-values';

/** An invitation still open: someone invited (not a dependent) who has not joined yet. */
const isOpenInvitation = (person: Invitee) => !person.joined && person.role !== roles.dependent.code;

/**
 * `/:community/transaction/:transactionId/resend-invite?invitee={id}` (spec screen 8): "Let's Try This
 * Again" with the person's details to correct; the invitation goes out again.
 */
export function ResendInvitePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <WithPerson
      id={search.get('invitee')}
      accepts={isOpenInvitation}
      title={t('household.resend.title')}
      missingMessage={t('household.resend.missing')}
    >
      {(person) => <ResendInvite key={person.id} person={person} />}
    </WithPerson>
  );
}

function ResendInvite({ person }: { person: Invitee }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const update = useUpdatePerson(transaction.id);
  const [sent, setSent] = useState<Invitee | null>(null);
  if (sent) return <InviteSent person={sent} />;
  return (
    <HouseholdFrame
      title={t('household.resend.title')}
      heading={t('household.resend.heading')}
      intro={t('household.resend.intro')}
    >
      <PersonForm
        defaultValues={personFormFromInvitee(person)}
        askAge={false}
        submitLabels={{ adult: t('household.resend.submit'), dependent: t('household.resend.submit') }}
        submittingLabel={t('household.form.sending')}
        failureMessage={t('household.resend.failed')}
        onSubmit={async (body) => {
          setSent(await update.mutateAsync({ invitee: person, body, resend: true }));
        }}
      >
        <BackToHub label={t('household.form.cancel')} />
      </PersonForm>
    </HouseholdFrame>
  );
}
