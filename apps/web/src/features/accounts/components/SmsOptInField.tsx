import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/ui/Field';
import { TaggedText } from '@/components/ui/TaggedText';
import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/account-frame/AccountsPage.module.css';

/** The text-message consent, whose label links the community's privacy policy. */
export function SmsOptInField({
  communitySlug,
  registration,
}: {
  communitySlug: string;
  registration: UseFormRegisterReturn<'sms_opt_in'>;
}) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      label={
        <TaggedText
          text={t('accounts.fields.smsOptIn')}
          tags={{
            privacyLink: (
              // The policy opens beside the form so nothing typed here is lost.
              <Link to={`/${communitySlug}/privacy-policy`} target="_blank" rel="noopener" />
            ),
            newTab: <span className={styles.visuallyHidden} />,
          }}
        />
      }
    >
      {(control) => <input {...control} {...registration} type="checkbox" />}
    </CheckboxField>
  );
}
