import type { StaffHome } from '@portal/domain/schemas/staff-home';
import type {
  StaffMemberChange,
  StaffPerson,
  staffMemberChangeSchema,
} from '@portal/domain/schemas/staff-people';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import { refusalMessage } from '@/lib/failure-message';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { showFailure } from '@/shared/journey-step/submit-failure';
import { useChangeStaffMember } from '../api/staff-people';
import { CHANGE_FIELDS, communitiesForRole } from '../lib/people';
import { AccessFields } from './AccessFields';
import { RowPanel } from './RowPanel';

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
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    if (change.isPending) return;
    setFailure([]);
    try {
      await change.mutateAsync({
        id: person.id,
        change: { ...values, communities: communitiesForRole(values.role, values.communities) },
      });
      onSaved(t('staffSettings.people.edit.saved', { name }));
    } catch (error) {
      setFailure(
        showFailure(error, CHANGE_FIELDS, refusalMessage(error, t('staffSettings.failed')), setError),
      );
    }
  });

  return (
    <RowPanel id={id} heading={t('staffSettings.people.edit.heading', { name })} onCancel={onCancel}>
      <FormProvider {...form}>
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <AccessFields texts="edit" communities={communities} />
          <ErrorList messages={failure} />
          <div className={formStyles.actions}>
            <Button type="submit" aria-disabled={isSubmitting || undefined}>
              {isSubmitting ? t('staffSettings.people.edit.saving') : t('staffSettings.people.edit.save')}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('staffSettings.people.actions.cancel')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </RowPanel>
  );
}
