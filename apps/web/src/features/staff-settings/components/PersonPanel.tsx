import type { StaffHome } from '@portal/domain/schemas/staff-home';
import type { StaffPerson } from '@portal/domain/schemas/staff-people';
import { useTranslation } from '@/lib/i18n';
import { useChangeStaffMember, useRevokeInvitation } from '../api/staff-people';
import { PersonEditForm } from './PersonEditForm';
import { type RowAct, RowActConfirm } from './RowPanel';
import { focusKey, type RowPanels } from './use-row-panels';

type Confirmed = 'deactivate' | 'reactivate' | 'revoke';

/** The panels under a person's row: their edit form, or the step before an act on their account. */
export type PersonPanelKind = 'edit' | Confirmed;

interface PersonPanelProps {
  id: string;
  person: StaffPerson;
  /** What the page calls them (lib/people.ts namesOnPage). */
  name: string;
  kind: PersonPanelKind;
  /** Every community of the company, for the edit form. */
  communities: StaffHome['communities'];
  panels: RowPanels<PersonPanelKind>;
}

/** What opens under a person's row: their edit form, or the step before (de)activating or revoking. */
export function PersonPanel({ id, person, name, kind, communities, panels }: PersonPanelProps) {
  const { t } = useTranslation();
  const change = useChangeStaffMember();
  const revoke = useRevokeInvitation();
  const row = String(person.id);
  if (kind === 'edit') {
    return (
      <PersonEditForm
        id={id}
        person={person}
        name={name}
        communities={communities}
        onCancel={panels.cancel}
        onSaved={(message) => panels.done(message, [focusKey(row, 'edit')])}
      />
    );
  }

  const setActive = (active: boolean) => change.mutateAsync({ id: person.id, change: { active } });
  const acts: Record<Confirmed, RowAct> = {
    deactivate: {
      pending: t('staffSettings.people.confirm.deactivating'),
      done: t('staffSettings.people.confirm.deactivated', { name }),
      act: () => setActive(false),
      focus: [focusKey(row, 'reactivate'), focusKey(row, 'edit')],
    },
    reactivate: {
      pending: t('staffSettings.people.confirm.reactivating'),
      done: t('staffSettings.people.confirm.reactivated', { name }),
      act: () => setActive(true),
      focus: [focusKey(row, 'deactivate'), focusKey(row, 'edit')],
    },
    revoke: {
      pending: t('staffSettings.people.confirm.revoking'),
      done: t('staffSettings.people.confirm.revoked', { name }),
      act: () => revoke.mutateAsync(person.id),
      // The row has gone: focus goes to the table's heading, the announcement says why.
      focus: [],
    },
  };
  return (
    <RowActConfirm
      id={id}
      heading={t(`staffSettings.people.confirm.${kind}Heading`, { name })}
      text={t(`staffSettings.people.confirm.${kind}Text`)}
      confirmLabel={t(`staffSettings.people.actions.${kind}`)}
      panels={panels}
      act={acts[kind]}
    />
  );
}
