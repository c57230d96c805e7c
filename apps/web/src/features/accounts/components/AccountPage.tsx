import { todayIn } from '@portal/domain/dates/calendar-date';
import type { Profile } from '@portal/domain/schemas/profile';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import {
  acceptedTermsRevisionInTab,
  forgetAcceptedTermsRevision,
  termsRevisionForSetup,
} from '@/lib/accepted-terms-revision';
import { useCommunity } from '@/lib/community-context';
import { showFlashMessage } from '@/lib/flash-message';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { pathAfterAccountSave, withNext } from '@/shared/account-frame/account-navigation';
import { safeNextPath } from '@/shared/account-frame/next-path';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import { useProfile, useUpdateProfile } from '../api/profile';
import { openRenewalOffers } from '../lib/open-renewal-offers';
import { hasFreshPasswordConfirmation } from '../lib/password-confirmation';
import { AnotherDeviceSection } from './AnotherDeviceSection';
import { PersonalDetailsForm, personalDetailsFromProfile } from './PersonalDetailsForm';
import { VerifyPasswordScreen } from './VerifyPasswordScreen';

/** `/:community/account` (spec screen 4), for signed-in users only. */
export function AccountPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(t('accounts.account.title'), community.display_name);
  return <RequireSession>{(session) => <Account session={session} />}</RequireSession>;
}

function Account({ session }: { session: SessionSummary }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const profile = useProfile();
  const next = safeNextPath(useSearchParams()[0].get('next'), community.slug);
  // Staff impersonating a user cannot know their password; everyone else confirms it (spec screen 3),
  // unless they typed it in this tab moments ago (sign-up, login).
  const [verified, setVerified] = useState(
    () => session.kind === 'impersonated' || hasFreshPasswordConfirmation(session.user.id),
  );

  if (!profile.isSuccess) {
    const fallback = (
      <QueryFallback
        query={profile}
        loadingLabel={t('accounts.common.loading')}
        failure={{ message: t('accounts.account.loadFailed'), retryLabel: t('accounts.account.retry') }}
      />
    );
    // A failure keeps the page's heading above it; the wait shows alone.
    return profile.isPending ? (
      fallback
    ) : (
      <AccountsPage heading={t('accounts.account.detailsHeading')}>{fallback}</AccountsPage>
    );
  }

  // Spec §4 "Account": a user finishing their set up accepts the platform terms first.
  if (termsRevisionForSetup(profile.data, acceptedTermsRevisionInTab()) === null) {
    return <Navigate to={withNext(`/${community.slug}/terms?registered=true`, next)} replace />;
  }

  if (!verified) {
    return (
      <VerifyPasswordScreen
        community={community.slug}
        email={profile.data.email}
        onVerified={() => setVerified(true)}
      />
    );
  }

  return <AccountDetails profile={profile.data} />;
}

function AccountDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const update = useUpdateProfile();
  const defaultValues = useMemo(() => personalDetailsFromProfile(profile), [profile]);
  const setupIncomplete = !profile.completed_account_setup;
  const phone = community.community.contact_phone || community.contact_phone;
  const piiLockedMessage = profile.can_update_PII
    ? null
    : phone
      ? t('accounts.account.piiLocked', { phone })
      : t('accounts.account.piiLockedNoPhone');

  const form = (
    <PersonalDetailsForm
      community={community}
      today={todayIn(community.community.timezone)}
      withPassword={false}
      defaultValues={defaultValues}
      piiLockedMessage={piiLockedMessage}
      // Completing the set up is itself the change to save, so an untouched form may be submitted then.
      mustBeModified={!setupIncomplete}
      submitLabel={t('accounts.account.submit')}
      submittingLabel={t('accounts.account.submitting')}
      onSubmit={async (values) => {
        const revision = setupIncomplete
          ? termsRevisionForSetup(profile, acceptedTermsRevisionInTab())
          : null;
        const saved = await update.mutateAsync({
          ...values,
          ...(setupIncomplete && revision
            ? { completed_account_setup: true, accepted_terms_revision: revision }
            : {}),
        });
        showFlashMessage(t('accounts.account.saved'));
        if (setupIncomplete && saved.completed_account_setup) forgetAcceptedTermsRevision();
        const next = safeNextPath(searchParams.get('next'), community.slug);
        const renewalOffers = next ? null : await openRenewalOffers(queryClient, community.slug);
        navigate(pathAfterAccountSave(community.slug, { next, renewalOffers }));
        return personalDetailsFromProfile(saved);
      }}
      describeFailure={(failure) => [t('accounts.account.saveFailed'), ...failure.otherMessages]}
    />
  );

  return (
    <AccountsPage
      heading={setupIncomplete ? t('accounts.account.setupHeading') : t('accounts.account.detailsHeading')}
      intro={setupIncomplete ? t('accounts.account.setupIntro') : undefined}
      wide
    >
      {setupIncomplete ? (
        <section className={styles.section} aria-labelledby="account-details-heading">
          <h2 id="account-details-heading" className={styles.sectionHeading}>
            {t('accounts.account.detailsHeading')}
          </h2>
          {form}
        </section>
      ) : (
        form
      )}
      <section className={styles.section} aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className={styles.sectionHeading}>
          {t('accounts.account.changePasswordHeading')}
        </h2>
        <p>{t('accounts.account.changePasswordText')}</p>
        <p>
          <Link className={styles.link} to={`/${community.slug}/password`}>
            {t('accounts.account.changePasswordLink')}
          </Link>
        </p>
      </section>
      <AnotherDeviceSection />
    </AccountsPage>
  );
}
