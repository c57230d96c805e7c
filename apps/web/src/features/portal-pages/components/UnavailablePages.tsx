import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { HomePageLink } from '@/components/ui/HomePageLink';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { telHref } from '@/lib/phone';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './UnavailablePages.module.css';

interface UnavailablePanelProps {
  title: string;
  heading: string;
  body: string;
  help: string;
  actions: ReactNode;
}

/** A dead end explained: what happened, who can help (with the office's number) and where to go next. */
function UnavailablePanel({ title, heading, body, help, actions }: UnavailablePanelProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(title, community.display_name);
  return (
    <StatusPanel heading={heading} actions={actions}>
      <p className={styles.lead}>{body}</p>
      <p>{help}</p>
      <p className={styles.call}>
        {t('portalPages.unavailable.callUs')}{' '}
        <a href={telHref(community.contact_phone)} className={styles.phone}>
          {community.contact_phone}
        </a>
      </p>
    </StatusPanel>
  );
}

function useSignedIn(): boolean {
  const community = useCommunity();
  const { session } = useCommunitySession(community.slug);
  return session !== null && session.kind !== 'guest';
}

function LogInLink({ variant }: { variant: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <Link to={`/${community.slug}/login`} className={buttonClassName(variant)}>
      {t('portalPages.unavailable.logIn')}
    </Link>
  );
}

/** `/:community/application-unavailable`: a signed-in user lost access to an application. */
export function ApplicationUnavailablePage() {
  const { t } = useTranslation();
  return (
    <UnavailablePanel
      title={t('portalPages.unavailable.application.title')}
      heading={t('portalPages.unavailable.application.heading')}
      body={t('portalPages.unavailable.application.body')}
      help={t('portalPages.unavailable.application.help')}
      actions={<HomePageLink variant="primary" />}
    />
  );
}

/** `/:community/unauth-application-unavailable`: an invitation or application link that no longer works. */
export function UnauthApplicationUnavailablePage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <UnavailablePanel
      title={t('portalPages.unavailable.unauthApplication.title')}
      heading={t('portalPages.unavailable.unauthApplication.heading')}
      body={t('portalPages.unavailable.unauthApplication.body')}
      help={t('portalPages.unavailable.unauthApplication.help')}
      actions={
        signedIn ? (
          <HomePageLink variant="primary" />
        ) : (
          <>
            <LogInLink variant="primary" />
            <HomePageLink variant="secondary" />
          </>
        )
      }
    />
  );
}

/** `/:community/unauth-unit-unavailable`: the home someone picked has gone. */
export function UnauthUnitUnavailablePage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const signedIn = useSignedIn();
  const browse = t('portalPages.unavailable.unit.browse', { community: community.display_name });
  return (
    <UnavailablePanel
      title={t('portalPages.unavailable.unit.title')}
      heading={t('portalPages.unavailable.unit.heading')}
      body={t('portalPages.unavailable.unit.body')}
      help={t('portalPages.unavailable.unit.help', { community: community.display_name })}
      actions={
        <>
          <Link to={`/${community.slug}/welcome`} className={buttonClassName('primary')}>
            {t('holds.unitUnavailable.seeApartments')}
          </Link>
          <HomePageLink variant="secondary" label={browse} />
          {signedIn ? null : <LogInLink variant="secondary" />}
        </>
      }
    />
  );
}
