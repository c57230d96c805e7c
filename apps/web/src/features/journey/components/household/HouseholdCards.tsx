import { roles } from '@portal/domain/constants/roles';
import { usDateFromIso } from '@portal/domain/dates/us-date';
import type { Invitee } from '@portal/domain/schemas/household';
import { Link } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { TaskCard } from '@/components/ui/TaskCard';
import { useHousehold } from '@/features/journey/api/household';
import { useCommunity } from '@/lib/community-context';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { isPrimaryApplicant, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from './Household.module.css';
import { fullName } from './HouseholdFrame';

type Group = 'roommates' | 'dependents' | 'guarantor';

const groupOf: Record<number, Group> = {
  [roles.co_applicant.code]: 'roommates',
  [roles.occupant.code]: 'roommates',
  [roles.dependent.code]: 'dependents',
  [roles.guarantor.code]: 'guarantor',
};

/** The `{type}` of a person's remove page. */
const removeTypeOf: Record<Group, string> = {
  roommates: 'roommate',
  dependents: 'dependent',
  guarantor: 'guarantor',
};

/**
 * The rental profile hub's household: task cards for roommates, dependents and the guarantor (one at
 * most), each listing who was added and how far they got. Only the primary applicant gets the buttons.
 */
export function HouseholdCards() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const primary = isPrimaryApplicant(transaction);
  const household = useHousehold(transaction.id);
  const path = (route: string) => transactionPath(community.slug, transaction.id, route);

  if (!household.isSuccess) {
    return (
      <QueryFallback
        query={household}
        loadingLabel={t('household.loading')}
        failure={{ message: oops(t('household.loadFailed')), retryLabel: t('journey.common.retry') }}
      />
    );
  }

  const people = (group: Group) => household.data.filter((person) => groupOf[person.role] === group);
  const roommates = people('roommates');
  const dependents = people('dependents');
  const guarantors = people('guarantor');
  const card = (group: Group, list: Invitee[]) => ({
    headingLevel: 2 as const,
    label: t(`household.cards.${group}.label`),
    description: (
      <>
        <p>{t(`household.cards.${group}.description`)}</p>
        <PeopleList group={group} people={list} editable={primary} />
      </>
    ),
    goBackTo: false as const,
  });

  return (
    <ul className={styles.cards} aria-label={t('household.cards.listLabel')}>
      <li>
        <TaskCard
          {...card('roommates', roommates)}
          {...(primary && roommates.length === 0
            ? { action: { to: path('invite-roommates'), label: t('household.cards.roommates.action') } }
            : {})}
          {...(primary && roommates.length > 0
            ? { addAnother: { to: path('invite-roommates'), thing: t('household.cards.roommates.thing') } }
            : {})}
        />
      </li>
      <li>
        <TaskCard
          {...card('dependents', dependents)}
          {...(primary && dependents.length === 0
            ? {
                action: {
                  to: path('invite-roommates?adult=no'),
                  label: t('household.cards.dependents.action'),
                },
              }
            : {})}
          {...(primary && dependents.length > 0
            ? {
                addAnother: {
                  to: path('invite-roommates?adult=no'),
                  thing: t('household.cards.dependents.thing'),
                },
              }
            : {})}
        />
      </li>
      <li>
        <TaskCard
          {...card('guarantor', guarantors)}
          {...(primary && guarantors.length === 0
            ? { action: { to: path('invite-guarantor'), label: t('household.cards.guarantor.action') } }
            : {})}
          limitReachedMessage={
            primary && guarantors.length > 0 ? t('household.cards.guarantor.limitReached') : null
          }
        />
      </li>
    </ul>
  );
}

function PeopleList({ group, people, editable }: { group: Group; people: Invitee[]; editable: boolean }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const path = (route: string) => transactionPath(community.slug, transaction.id, route);
  if (people.length === 0) return <p className={styles.none}>{t(`household.cards.${group}.none`)}</p>;

  return (
    <ul className={styles.people}>
      {people.map((person) => {
        const name = fullName(person);
        return (
          <li key={person.id} className={styles.person}>
            <span>
              <span className={styles.personName}>{name}</span>
              <span className={styles.personStatus}>{statusOf(person, t)}</span>
            </span>
            {editable ? (
              <span className={styles.personActions}>
                {group === 'dependents' ? (
                  <Link
                    to={path(`dependent/${person.id}/edit`)}
                    aria-label={t('household.cards.editNamed', { name })}
                  >
                    {t('household.cards.edit')}
                  </Link>
                ) : null}
                {group !== 'dependents' && !person.joined ? (
                  <Link
                    to={path(`resend-invite?invitee=${person.id}`)}
                    aria-label={t('household.cards.resendNamed', { name })}
                  >
                    {t('household.cards.resend')}
                  </Link>
                ) : null}
                <Link
                  to={path(`${removeTypeOf[group]}/${person.id}/remove`)}
                  aria-label={t('household.cards.removeNamed', { name })}
                >
                  {t('household.cards.remove')}
                </Link>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function statusOf(person: Invitee, t: TFunction): string {
  if (person.role === roles.dependent.code) {
    return person.birthday
      ? t('household.cards.status.dependent', { date: usDateFromIso(person.birthday) })
      : '';
  }
  if (person.joined) return t('household.cards.status.joined');
  if (person.phone_number) return t('household.cards.status.invitedByText');
  if (person.email) return t('household.cards.status.invitedByEmail');
  return t('household.cards.status.invited');
}
