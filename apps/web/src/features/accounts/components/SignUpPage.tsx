import { todayIn } from '@portal/domain/dates/calendar-date';
import type { InvitedPerson } from '@portal/domain/schemas/household';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/LoadingState';
import { useCommunity } from '@/lib/community-context';
import { failureBanner } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { withNext } from '@/shared/account-frame/account-navigation';
import { safeNextPath } from '@/shared/account-frame/next-path';
import { useInvitedPerson } from '../api/invited-person';
import { useRegister } from '../api/register';
import type { PersonalDetailsValues } from '../lib/personal-details-fields';
import { emptyPersonalDetails, PersonalDetailsForm } from './PersonalDetailsForm';

/** The form started with what the household already gave of an invited person (WCAG 3.3.7). */
function detailsFromInvitation(person: InvitedPerson): PersonalDetailsValues {
  return {
    ...emptyPersonalDetails,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email ?? '',
    phone_number: person.phone_number ?? '',
  };
}

/**
 * `/:community/signup`: the personal-details form with a password (spec screen 5); then the terms. Come
 * from an invitation link (`?invite=`), the form starts with the invited person's name and contact
 * details; a link out of date starts it empty.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registration = useRegister(community.slug, searchParams.get('v'));
  // Where the visitor was going (e.g. applying for a unit): carried through the terms and account set up.
  const next = safeNextPath(searchParams.get('next'), community.slug);
  const invited = useInvitedPerson(searchParams.get('invite'));
  // Stable while the answer is: the form's checks are built from its starting values.
  const defaultValues = useMemo(
    () => (invited.data ? detailsFromInvitation(invited.data) : emptyPersonalDetails),
    [invited.data],
  );
  useDocumentTitle(t('accounts.signup.title'), community.display_name);

  const heading = t('accounts.signup.heading');
  const intro = t('accounts.signup.intro');
  if (invited.isLoading) {
    return (
      <AccountsPage heading={heading} intro={intro} wide>
        <LoadingState label={t('accounts.signup.loadingInvitation')} />
      </AccountsPage>
    );
  }
  return (
    <AccountsPage heading={heading} intro={intro} wide>
      {invited.data ? <p className={styles.note}>{t('accounts.signup.fromInvitation')}</p> : null}
      <PersonalDetailsForm
        community={community}
        today={todayIn(community.community.timezone)}
        withPassword
        defaultValues={defaultValues}
        mustBeModified={false}
        submitLabel={t('accounts.signup.submit')}
        submittingLabel={t('accounts.signup.submitting')}
        onSubmit={async (values) => {
          await registration.mutateAsync({ ...values, password: values.password ?? '' });
          navigate(withNext(`/${community.slug}/terms?registered=true`, next));
          return undefined;
        }}
        describeFailure={(failure) => failureBanner(failure, t('accounts.common.genericError'))}
      />
      <div className={styles.links}>
        <p>
          {t('accounts.signup.haveAccount')}{' '}
          <Link className={styles.link} to={withNext(`/${community.slug}/login`, next)}>
            {t('accounts.signup.logIn')}
          </Link>
        </p>
      </div>
    </AccountsPage>
  );
}
