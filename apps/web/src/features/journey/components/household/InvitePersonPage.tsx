import { roles } from '@portal/domain/constants/roles';
import type { Invitee } from '@portal/domain/schemas/household';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAddPerson, useHousehold } from '@/features/journey/api/household';
import { hubState } from '@/features/journey/lib/rental-profile-state';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { BackToHub, fullName, HouseholdFrame, useHubPath } from './HouseholdFrame';
import { InviteSent } from './InviteSent';
import { PersonForm } from './PersonForm';
import { emptyPersonForm } from './person-form-values';

type Kind = 'roommate' | 'guarantor';

/** `/:community/transaction/:transactionId/invite-roommates` (`?adult=no` starts with a dependent). */
export function InviteRoommatesPage() {
  return <FreshInvite kind="roommate" />;
}

/** `/:community/transaction/:transactionId/invite-guarantor` */
export function InviteGuarantorPage() {
  return <FreshInvite kind="guarantor" />;
}

/** "Add Another Person" links to the page it is on: each visit gets a new, empty form. */
function FreshInvite({ kind }: { kind: Kind }) {
  return <InvitePerson key={useLocation().key} kind={kind} />;
}

function InvitePerson({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const hub = useHubPath();
  const [search] = useSearchParams();
  const add = useAddPerson(transaction.id);
  const household = useHousehold(transaction.id);
  const [sent, setSent] = useState<Invitee | null>(null);
  if (sent) return <InviteSent person={sent} />;

  const guarantor = kind === 'guarantor';
  const hasGuarantor = household.data?.some((person) => person.role === roles.guarantor.code) ?? false;
  return (
    <HouseholdFrame
      title={t(guarantor ? 'household.invite.guarantorTitle' : 'household.invite.roommateTitle')}
      heading={t(guarantor ? 'household.invite.guarantorHeading' : 'household.invite.roommateHeading')}
      intro={t(guarantor ? 'household.invite.guarantorIntro' : 'household.invite.roommateIntro')}
    >
      {guarantor && hasGuarantor ? (
        <>
          <p>{t('household.cards.guarantor.limitReached')}</p>
          <div>
            <BackToHub />
          </div>
        </>
      ) : (
        <PersonForm
          defaultValues={emptyPersonForm(guarantor ? 'yes' : search.get('adult') === 'no' ? 'no' : '')}
          askAge={!guarantor}
          submitLabels={{
            adult: t('household.invite.sendInvite'),
            dependent: t('household.invite.addDependent'),
          }}
          submittingLabel={t('household.form.sending')}
          failureMessage={t('household.invite.failed')}
          onSubmit={async (body, values) => {
            const role = guarantor
              ? roles.guarantor.code
              : values.adult === 'no'
                ? roles.dependent.code
                : roles.co_applicant.code;
            const person = await add.mutateAsync({ role, body });
            if (role === roles.dependent.code) {
              navigate(hub, {
                state: hubState(t('household.invite.dependentAdded', { name: fullName(person) })),
              });
            } else {
              setSent(person);
            }
          }}
        >
          <BackToHub label={t('household.form.cancel')} />
        </PersonForm>
      )}
    </HouseholdFrame>
  );
}
