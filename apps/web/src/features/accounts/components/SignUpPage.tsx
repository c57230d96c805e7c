import { todayIn } from '@portal/domain/dates/calendar-date';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCommunity } from '@/lib/community-context';
import { failureBanner } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { withNext } from '@/shared/account-frame/account-navigation';
import { safeNextPath } from '@/shared/account-frame/next-path';
import { useRegister } from '../api/register';
import { emptyPersonalDetails, PersonalDetailsForm } from './PersonalDetailsForm';

/** `/:community/signup`: the personal-details form with a password (spec screen 5); then the terms. */
export function SignUpPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registration = useRegister(community.slug, searchParams.get('v'));
  // Where the visitor was going (e.g. applying for a unit): carried through the terms and account set up.
  const next = safeNextPath(searchParams.get('next'), community.slug);
  useDocumentTitle(t('accounts.signup.title'), community.display_name);

  return (
    <AccountsPage heading={t('accounts.signup.heading')} intro={t('accounts.signup.intro')} wide>
      <PersonalDetailsForm
        community={community}
        today={todayIn(community.community.timezone)}
        withPassword
        defaultValues={emptyPersonalDetails}
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
