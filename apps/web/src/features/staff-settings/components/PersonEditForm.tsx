import type { StaffHome } from '@portal/domain/schemas/staff-home';
import type {
  StaffMemberChange,
  StaffPerson,
  staffMemberChangeSchema,
} from '@portal/domain/schemas/staff-people';
import { useState } from 'react';
import type { z } from 'zod';
import { refusalMessage } from '@/lib/failure-message';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { useChangeStaffMember } from '../api/staff-people';
import { CHANGE_FIELDS, communitiesForRole } from '../lib/people';
import { AccessFields } from './AccessFields';
import { RowPanel } from './RowPanel';
import { SettingsForm } from './SettingsForm';

type ChangeValues = z.input<typeof staffMemberChangeSchema>;
const loadChangeSchema = () =>
  import('@portal/domain/schemas/staff-people').then((module) => module.staffMemberChangeSchema);

interface PersonEditFormProps {
  id: string;
  person: StaffPerson;
  /** What the page calls them (lib/people.ts namesOnPage). */
  name: string;
  /** Every community of the company, to choose from. */
  communities: StaffHome['communities'];
  onCancel: () => void;
  /** Called with what to announce once the change is saved and the list read again. */
  onSaved: (message: string) => void;
}

/**
 * A person's role, communities and signing permission, under their row. The server's field messages go
 * under their fields; a refusal about none of them (the company's last admin, raising one's own role) sits
 * above the buttons.
 */
export function PersonEditForm({ id, person, name, communities, onCancel, onSaved }: PersonEditFormProps) {
  const { t } = useTranslation();
  const change = useChangeStaffMember();
  const [failure, setFailure] = useState<string[]>([]);
  const form = useSchemaForm<ChangeValues, StaffMemberChange>({
    schema: loadChangeSchema,
    defaultValues: {
      role: person.role,
      communities: person.communities.map((community) => community.slug),
      can_sign_documents_while_wormholed: person.can_sign_documents_while_wormholed,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    setFailure([]);
    try {
      await change.mutateAsync({
        id: person.id,
        change: { ...values, communities: communitiesForRole(values.role, values.communities) },
      });
      onSaved(t('staffSettings.people.edit.saved', { name }));
    } catch (error) {
      const fallback = refusalMessage(error, t('staffSettings.failed'));
      setFailure(showFailure(error, CHANGE_FIELDS, fallback, form.setError));
    }
  });

  return (
    <RowPanel id={id} heading={t('staffSettings.people.edit.heading', { name })} onEscape={onCancel}>
      <SettingsForm
        form={form}
        onSubmit={submit}
        failure={failure}
        submitLabel={t('staffSettings.people.edit.save')}
        busyLabel={t('staffSettings.people.edit.saving')}
        cancel={{ label: t('staffSettings.people.actions.cancel'), onClick: onCancel }}
      >
        <AccessFields texts="edit" communities={communities} />
      </SettingsForm>
    </RowPanel>
  );
}
