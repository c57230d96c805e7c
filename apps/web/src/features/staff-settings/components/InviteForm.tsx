import type { StaffHome } from '@portal/domain/schemas/staff-home';
import type { StaffInvitation, staffInvitationSchema } from '@portal/domain/schemas/staff-people';
import { useState } from 'react';
import type { z } from 'zod';
import { EmailInput } from '@/components/ui/EmailInput';
import { Field } from '@/components/ui/Field';
import formStyles from '@/components/ui/Form.module.css';
import { refusalMessage } from '@/lib/failure-message';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { useInviteStaffMember } from '../api/staff-people';
import { communitiesForRole, INVITATION_FIELDS } from '../lib/people';
import { AccessFields } from './AccessFields';
import { SettingsForm } from './SettingsForm';
import { SettingsSection } from './SettingsSection';
import styles from './StaffPeople.module.css';

type InvitationValues = z.input<typeof staffInvitationSchema>;
const loadInvitationSchema = () =>
  import('@portal/domain/schemas/staff-people').then((module) => module.staffInvitationSchema);

const blankInvitation: InvitationValues = {
  email: '',
  first_name: '',
  last_name: '',
  role: 'leasing_agent',
  communities: [],
  can_sign_documents_while_wormholed: false,
};

/**
 * "Invite someone": an e-mail, an optional name, a role and, below admin, the communities they work in.
 * The server's field messages go under their fields (an e-mail that already has a staff account), a
 * refusal about none of them in the banner; once sent, the form is blank again and says who was invited.
 */
export function InviteForm({ communities }: { communities: StaffHome['communities'] }) {
  const { t } = useTranslation();
  const invite = useInviteStaffMember();
  const [failure, setFailure] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<InvitationValues, StaffInvitation>({
    schema: loadInvitationSchema,
    defaultValues: blankInvitation,
  });
  const {
    register,
    formState: { errors },
  } = form;
  // Registered in the form's order, the order in which the first field with a problem is focused; the
  // access fields (role, communities, signing) register after these, as they render.
  const emailField = register('email');
  const firstNameField = register('first_name');
  const lastNameField = register('last_name');

  const submit = form.handleSubmit(async (invitation) => {
    if (invite.isPending) return;
    setFailure([]);
    setSentTo(null);
    try {
      const person = await invite.mutateAsync({
        ...invitation,
        communities: communitiesForRole(invitation.role, invitation.communities),
      });
      form.reset(blankInvitation);
      setSentTo(person.email);
    } catch (error) {
      const fallback = refusalMessage(error, t('staffSettings.failed'));
      setFailure(showFailure(error, INVITATION_FIELDS, fallback, form.setError));
    }
  });

  return (
    <SettingsSection
      heading={t('staffSettings.people.invite.heading')}
      intro={t('staffSettings.people.invite.intro')}
      notice={
        sentTo ? { tone: 'success', text: t('staffSettings.people.invite.sent', { email: sentTo }) } : null
      }
    >
      <SettingsForm
        form={form}
        onSubmit={submit}
        className={styles.inviteForm}
        failure={failure}
        submitLabel={t('staffSettings.people.invite.submit')}
        busyLabel={t('staffSettings.people.invite.submitting')}
        wide
      >
        <Field label={t('staffSettings.people.invite.email')} error={errors.email?.message} required>
          {(control) => <EmailInput {...control} {...emailField} />}
        </Field>
        <div className={formStyles.row}>
          <Field label={t('staffSettings.people.invite.firstName')} error={errors.first_name?.message}>
            {(control) => <input {...control} {...firstNameField} type="text" autoComplete="off" />}
          </Field>
          <Field label={t('staffSettings.people.invite.lastName')} error={errors.last_name?.message}>
            {(control) => <input {...control} {...lastNameField} type="text" autoComplete="off" />}
          </Field>
        </div>
        <AccessFields texts="invite" communities={communities} />
      </SettingsForm>
    </SettingsSection>
  );
}
