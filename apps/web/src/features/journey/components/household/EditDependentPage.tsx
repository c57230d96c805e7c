import { roles } from '@portal/domain/constants/roles';
import type { Invitee } from '@portal/domain/schemas/household';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useUpdatePerson } from '@/features/journey/api/household';
import { hubState } from '@/features/journey/lib/rental-profile-state';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { BackToHub, fullName, HouseholdFrame, useHubPath, WithPerson } from './HouseholdFrame';
import { PersonForm } from './PersonForm';
import { personFormFromInvitee } from './person-form-values';

const isDependent = (person: Invitee) => person.role === roles.dependent.code;

/** `/:community/transaction/:transactionId/dependent/:id/edit`: a dependent's names and birthday, or Remove. */
export function EditDependentPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <WithPerson
      id={id}
      accepts={isDependent}
      title={t('household.dependent.title')}
      missingMessage={t('household.dependent.missing')}
    >
      {(person) => <EditDependent key={person.id} person={person} />}
    </WithPerson>
  );
}

function EditDependent({ person }: { person: Invitee }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const hub = useHubPath();
  const update = useUpdatePerson(transaction.id);
  return (
    <HouseholdFrame
      title={t('household.dependent.title')}
      heading={t('household.dependent.heading', { name: fullName(person) })}
      intro={t('household.dependent.intro')}
    >
      <PersonForm
        defaultValues={personFormFromInvitee(person)}
        askAge={false}
        submitLabels={{ adult: t('household.dependent.save'), dependent: t('household.dependent.save') }}
        submittingLabel={t('household.form.saving')}
        failureMessage={t('household.dependent.failed')}
        onSubmit={async (body) => {
          const saved = await update.mutateAsync({ invitee: person, body, resend: false });
          navigate(hub, { state: hubState(t('household.dependent.saved', { name: fullName(saved) })) });
        }}
      >
        <Link
          to={transactionPath(community.slug, transaction.id, `dependent/${person.id}/remove`)}
          className={buttonClassName('secondary')}
        >
          {t('household.dependent.remove')}
        </Link>
        <BackToHub label={t('household.form.cancel')} />
      </PersonForm>
    </HouseholdFrame>
  );
}
