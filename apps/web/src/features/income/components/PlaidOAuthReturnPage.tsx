import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { HomePageLink } from '@/components/ui/HomePageLink';
import { LoadingState } from '@/components/ui/LoadingState';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pendingPlaidLink } from '../lib/plaid-oauth';

/**
 * `/plaid-oauth`: where Plaid sends the applicant back after a bank's own (OAuth) sign-in page. The link
 * token kept in local storage says which income page the link started from; that page opens Plaid Link
 * again with it and this address, and the link goes on as if it had never left.
 */
export function PlaidOAuthReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lost, setLost] = useState(false);
  useDocumentTitle(t('income.link.oauthReturn.title'), t('app.name'));

  useEffect(() => {
    const pending = pendingPlaidLink();
    if (!pending) {
      setLost(true);
      return;
    }
    navigate(pending.returnTo, { replace: true, state: { plaidRedirectUri: window.location.href } });
  }, [navigate]);

  if (!lost) return <LoadingState label={t('income.link.oauthReturn.resuming')} />;
  return (
    <StatusPanel
      heading={t('income.link.oauthReturn.title')}
      actions={<HomePageLink label={t('income.link.oauthReturn.home')} />}
    >
      <p>{t('income.link.oauthReturn.lost')}</p>
    </StatusPanel>
  );
}
