import type { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import { roles } from '@portal/domain/constants/roles';
import type { Invitee } from '@portal/domain/schemas/household';
import type { RentalOption } from '@portal/domain/schemas/units';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useRemovePerson } from '@/features/journey/api/household';
import { useRentalOptions, useSaveRentalOptions } from '@/features/journey/api/rental-options';
import {
  buildSelections,
  categoryOf,
  draftFromTransaction,
} from '@/features/journey/lib/rental-option-selection';
import { hubState } from '@/features/journey/lib/rental-profile-state';
import { useCommunity } from '@/lib/community-context';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { ConfirmForm } from '@/shared/journey-step/ConfirmForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { BackToHub, fullName, HouseholdFrame, useHubPath, WithPerson } from './HouseholdFrame';

/** The household types of `{type}/{id}/remove` and the roles each one covers. */
const personTypes = {
  roommate: [roles.co_applicant.code, roles.occupant.code],
  guarantor: [roles.guarantor.code],
  dependent: [roles.dependent.code],
} as const satisfies Record<string, readonly number[]>;
type PersonType = keyof typeof personTypes;

const isPersonType = (type: string): type is PersonType => Object.hasOwn(personTypes, type);

/**
 * `/:community/transaction/:transactionId/{type}/{id}/remove`: "Remove {name}?" for someone in the
 * household (roommate, guarantor, dependent: the invitee id) or a chosen rental option (parking, pets,
 * storage, wine-cooler: the selection id). Removing returns to the rental profile hub.
 */
export function RemovePage() {
  const { t } = useTranslation();
  const { type = '', id } = useParams();
  const category = categoryOf(type);
  if (isPersonType(type)) {
    const accepted: readonly number[] = personTypes[type];
    return (
      <WithPerson
        id={id}
        accepts={(person) => accepted.includes(person.role)}
        title={t('household.remove.title')}
        missingMessage={t('household.remove.missing')}
      >
        {(person) => <RemovePerson type={type} person={person} />}
      </WithPerson>
    );
  }
  if (category) return <RemoveOption category={category} id={id} />;
  return <NothingToRemove />;
}

function NothingToRemove() {
  const { t } = useTranslation();
  return (
    <HouseholdFrame title={t('household.remove.title')} heading={t('household.remove.title')}>
      <p>{t('household.remove.missing')}</p>
      <div>
        <BackToHub />
      </div>
    </HouseholdFrame>
  );
}

function RemovePerson({ type, person }: { type: PersonType; person: Invitee }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const remove = useRemovePerson(transaction.id);
  const name = fullName(person);
  return (
    <ConfirmRemoval
      name={name}
      description={t(`household.remove.person.${type}`, { name })}
      remove={() => remove.mutateAsync(person)}
    />
  );
}

function RemoveOption({ category, id }: { category: RentalOptionCategory; id: string | undefined }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const options = useRentalOptions(community.slug);
  if (!options.isSuccess) {
    return <QueryFallback query={options} loadingLabel={t('journey.rentalProfile.loading')} />;
  }
  return <RemoveChosenOption category={category} id={id} options={options.data} />;
}

interface RemoveChosenOptionProps {
  category: RentalOptionCategory;
  id: string | undefined;
  options: RentalOption[];
}

function RemoveChosenOption({ category, id, options }: RemoveChosenOptionProps) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const save = useSaveRentalOptions(transaction.id);
  const selections = transaction.selected_rental_options;
  // Found once: the saved answer no longer has it, and the page must not turn into "nothing to remove".
  const [chosen] = useState(() =>
    selections.find((row) => String(row.id) === id && row.category === category),
  );
  if (!chosen) return <NothingToRemove />;

  const remove = () => {
    // The category page's own rules build the new list: this option at 0, everything else as it is.
    const draft = draftFromTransaction(
      selections,
      options.filter((option) => option.category === category),
    );
    draft[chosen.rental_option_id] = { quantity: 0, isAssistanceAnimal: false };
    return save.mutateAsync(buildSelections(selections, category, options, draft));
  };

  return (
    <ConfirmRemoval
      name={chosen.name}
      description={t('household.remove.option', { name: chosen.name })}
      remove={remove}
    />
  );
}

interface ConfirmRemovalProps {
  name: string;
  description: string;
  remove: () => Promise<unknown>;
}

function ConfirmRemoval({ name, description, remove }: ConfirmRemovalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hub = useHubPath();
  return (
    <HouseholdFrame
      title={t('household.remove.title')}
      heading={t('household.remove.heading', { name })}
      intro={description}
    >
      <ConfirmForm
        confirmLabel={t('household.remove.confirm')}
        pendingLabel={t('household.remove.removing')}
        confirm={async () => {
          await remove();
          navigate(hub, { state: hubState(t('household.remove.removed', { name })) });
        }}
        failureOf={(error) => failureMessages(error, t('household.remove.failed', { name }))}
      >
        <BackToHub label={t('household.remove.goBack')} />
      </ConfirmForm>
    </HouseholdFrame>
  );
}
