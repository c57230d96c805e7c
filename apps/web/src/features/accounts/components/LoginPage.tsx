import { useCallback } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { withNext } from '@/shared/account-frame/account-navigation';
import { defaultPathAfterLogin, safeNextPath } from '@/shared/account-frame/next-path';
import { useLogIn, useTransferLogIn, useWormholeLogIn } from '../api/log-in';
import { isResidentWithoutApplication } from '../lib/resident-without-application';
import { type LoginCredentials, LoginForm } from './LoginForm';
import { type LoginNotice, TokenSignIn } from './TokenSignIn';

/**
 * `/:community/login` (spec screen 2). After login: the `?next=` page when it is a safe path in this
 * community, else the account page (My Leases for a resident who has not applied here). `?timeout=1`
 * explains that the session timed out; `?username=…&w=…` is a staff member's impersonation link;
 * `?transfer=…` another device's hand-off of its session (the Account page's "Continue on another device").
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const username = searchParams.get('username');
  const wormholeToken = searchParams.get('w');
  const transferToken = searchParams.get('transfer');
  if (username && wormholeToken) return <WormholeSignIn username={username} token={wormholeToken} />;
  if (transferToken) return <TransferSignIn token={transferToken} />;
  return <PasswordLogin />;
}

function WormholeSignIn({ username, token }: { username: string; token: string }) {
  const community = useCommunity();
  const { mutateAsync: logIn } = useWormholeLogIn(community.slug);
  const signIn = useCallback((w: string) => logIn({ username, w }), [logIn, username]);
  return <TokenSignIn token={token} signIn={signIn} destination={`/${community.slug}`} />;
}

function TransferSignIn({ token }: { token: string }) {
  const community = useCommunity();
  const { mutateAsync: signIn } = useTransferLogIn();
  const next = safeNextPath(useSearchParams()[0].get('next'), community.slug);
  return <TokenSignIn token={token} signIn={signIn} destination={next ?? `/${community.slug}/my-leases`} />;
}

function PasswordLogin() {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = (useLocation().state as Partial<LoginNotice> | null)?.notice;
  const logIn = useLogIn(community.slug);
  useDocumentTitle(t('accounts.login.title'), community.display_name);

  async function logInAndGo(credentials: LoginCredentials) {
    const session = await logIn.mutateAsync(credentials);
    const next = safeNextPath(searchParams.get('next'), community.slug);
    const residentWithoutApplication =
      next === null && (await isResidentWithoutApplication(community.slug, session));
    navigate(next ?? defaultPathAfterLogin(community.slug, session, { residentWithoutApplication }), {
      replace: true,
    });
  }

  return (
    <AccountsPage heading={t('accounts.login.heading')}>
      <LoginForm
        logIn={logInAndGo}
        notice={notice}
        community={community.slug}
        submitLabel={t('accounts.login.submit')}
        submittingLabel={t('accounts.login.submitting')}
        moreLinks={
          <Link
            className={styles.link}
            to={withNext(`/${community.slug}/signup`, safeNextPath(searchParams.get('next'), community.slug))}
          >
            {t('accounts.login.needAccount')}
          </Link>
        }
      />
    </AccountsPage>
  );
}
